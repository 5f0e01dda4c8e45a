#!/usr/bin/env bash
# `npm test`: every test. First the install of Chromium beside the build of the sample site,
# which fills the image, Markdown and compression caches every later build and the pipeline's
# tests read (on a fresh clone, encoding the sample photographs once instead of in three places
# at once); the checks of the code (types, lint, format) start with them and run on beside the
# lanes if the build ends first (its content stage can take the sample's photographs from a cache:
# tools/scripts/ci-cache.sh). Then two lanes at once, one for each of the machine's two cores, of
# about the same length, each with one half of the unit tests (vitest.config.ts, `--shard`):
#   builds lane  the first half, then tests/build/, the whole runs (`*.run.test.ts`) and the
#                checks of the built files (tests/output/): vitest.builds.config.ts, by folder
#                and file name
#   site lane    the second half, then the host and the browser tests (tests/hosting/,
#                tests/e2e/): vitest.e2e.config.ts
# The builds lane's and the code checks' output is printed when all are done, so the log reads in
# one piece; a failure anywhere stops nothing else, so the log shows every failure at once.
set -uo pipefail
cd "$(dirname "$0")/../.."
# The code checks (mostly one core) and, on a fresh machine, the install of Chromium (mostly
# waiting for the network; once here, not by two apt-get runs in the lanes) run beside the sample
# build.
checks_log=$(mktemp)
chromium_log=$(mktemp)
builds_log=$(mktemp)
trap 'rm -f "$checks_log" "$chromium_log" "$builds_log"' EXIT
(npm run typecheck && npm run lint && npm run format:check) > "$checks_log" 2>&1 &
checks=$!
bash tools/scripts/ensure-chromium.sh > "$chromium_log" 2>&1 &
chromium=$!
npm run build
built=$?
wait "$chromium"
installed=$?
cat "$chromium_log"
if [ "$built" -ne 0 ] || [ "$installed" -ne 0 ]; then
  wait "$checks"
  cat "$checks_log"
  echo "npm test: failed (build exit $built, Chromium install exit $installed)" >&2
  exit 1
fi
(
  npm run test:unit -- --shard=1/2
  unit=$?
  npm run test:builds && exit "$unit"
) > "$builds_log" 2>&1 &
builds=$!
npm run test:unit -- --shard=2/2
unit=$?
npm run test:site
site=$?
wait "$builds"
lane=$?
wait "$checks"
checked=$?
echo
echo "── builds lane (vitest.config.ts --shard=1/2, then vitest.builds.config.ts) ──"
cat "$builds_log"
echo
echo "── code checks (typecheck, lint, format:check) ──"
cat "$checks_log"
if [ "$unit" -ne 0 ] || [ "$site" -ne 0 ] || [ "$lane" -ne 0 ] || [ "$checked" -ne 0 ]; then
  echo "npm test: failed (site lane: unit tests exit $unit, site tests exit $site; builds lane exit $lane; code checks exit $checked)" >&2
  exit 1
fi
