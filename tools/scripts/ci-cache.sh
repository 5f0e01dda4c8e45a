#!/usr/bin/env bash
# CI's cache of the sample's derived images, kept between fresh clones on one machine as npm's
# cache keeps the tarballs (.ci/run: `restore` before `npm test`, `save` after it). Three folders of
# .cache/, all content-addressed by the code that writes them:
#   sample-media/  the sample API's photographs (tools/sample-api/media/raster.ts: a key of the
#                  path, the drawing's version and libvips's)
#   images/        the AVIF/WebP variants the content stage encodes (content-pipeline/images.ts: a
#                  key of the original's bytes, the encoder's version, libvips's and the settings)
#   svg/           the SVG sanitizer's answers (content-pipeline/svg-cache.ts: a key of the file's
#                  bytes and of the sanitizer's source and locked packages, so not in the folder's)
# An entry there holds exactly the bytes the code would make again, so the built site is the same
# with or without it; only the first build of a fresh clone skips drawing, encoding and sanitizing them.
# The folder is named by a hash of the files that draw and encode them and of the lock file, so a
# change there (even one that forgets its version bump) starts an empty cache; the entries' own
# keys cover the inputs. Entries are copied in one by one and renamed into place, as the code
# writes them: a run that reads the cache while another saves never sees half an entry.
#   bash tools/scripts/ci-cache.sh restore|save      (CI_CACHE moves ~/.cache/korvina-ci)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
action="${1:-}"
folders=(sample-media images svg)
key=$(cd "$root" && cat package-lock.json content-pipeline/images.ts tools/sample-api/media/photo.ts tools/sample-api/media/raster.ts | sha256sum | cut -c1-16)
base="${CI_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/korvina-ci}"
store="$base/$key"

# A finished entry's name: a photograph is `<32 hex>.jpg|png`, a variants folder `<64 hex>`, an
# SVG's answer `<64 hex>.json` (what is written aside before its rename has a longer name and is
# left out).
finished() {
  case "$1" in
    sample-media) [[ "$2" =~ ^[0-9a-f]{32}\.(jpg|png)$ ]] ;;
    images) [[ "$2" =~ ^[0-9a-f]{64}$ ]] ;;
    svg) [[ "$2" =~ ^[0-9a-f]{64}\.json$ ]] ;;
  esac
}

# Copies every finished entry of .cache folder $1 from $2 that $3 lacks, each whole or not at all.
copy_missing() {
  local folder="$1" from="$2" to="$3" entry name copied=0
  [ -d "$from" ] || { echo 0; return; }
  mkdir -p "$to"
  for entry in "$from"/*; do
    name=$(basename "$entry")
    finished "$folder" "$name" || continue
    [ -e "$to/$name" ] && continue
    cp -a "$entry" "$to/.part-$$-$name"
    # Another run saved the same entry meanwhile: theirs stays.
    mv -T "$to/.part-$$-$name" "$to/$name" 2> /dev/null || rm -rf "$to/.part-$$-$name"
    copied=$((copied + 1))
  done
  echo "$copied"
}

case "$action" in
  restore)
    for folder in "${folders[@]}"; do
      echo "ci-cache: .cache/$folder: $(copy_missing "$folder" "$store/$folder" "$root/.cache/$folder") entries restored ($store)"
    done
    ;;
  save)
    for folder in "${folders[@]}"; do
      echo "ci-cache: .cache/$folder: $(copy_missing "$folder" "$root/.cache/$folder" "$store/$folder") entries saved ($store)"
    done
    # The caches of older code are of no more use: the three saved last stay.
    touch "$store"
    find "$base" -mindepth 1 -maxdepth 1 -type d -printf '%T@ %p\n' | sort -rn | tail -n +4 | cut -d' ' -f2- | xargs -r rm -rf
    ;;
  *)
    echo "usage: bash tools/scripts/ci-cache.sh restore|save" >&2
    exit 2
    ;;
esac
