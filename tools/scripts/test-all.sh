#!/usr/bin/env bash
# `npm test`: every test. First the checks of the code (types, lint, format) and the install of
# Chromium beside the build of the sample site, which fills the image, Markdown and compression
# caches every later build and the pipeline's tests read (on a fresh clone, encoding the sample
# photographs once instead of in three places at once); then two lanes at once, one for each of
# the machine's two cores, of about the same length:
#   builds lane  the unit tests (vitest.config.ts), then tests/build/ and the whole runs
#                (`*.run.test.ts`): vitest.builds.config.ts, by folder and file name
#   site lane    the checks of the built files, the host and the browser tests (tests/output/,
#                tests/hosting/, tests/e2e/): vitest.e2e.config.ts
# The builds lane's output is printed when both are done, so the log reads in one piece.
set -uo pipefail
cd "$(dirname "$0")/../.."
# The code checks (mostly one core) and, on a fresh machine, the install of Chromium (mostly
# waiting for the network; once here, not by two apt-get runs in the lanes) run beside the sample
# build; their output follows the build's.
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
wait "$checks"
checked=$?
wait "$chromium"
installed=$?
cat "$checks_log" "$chromium_log"
if [ "$built" -ne 0 ] || [ "$checked" -ne 0 ] || [ "$installed" -ne 0 ]; then
  echo "npm test: failed (build exit $built, code checks exit $checked, Chromium install exit $installed)" >&2
  exit 1
fi
# A failing unit test does not stop the builds lane: the log shows every failure at once.
(
  npm run test:unit
  unit=$?
  npm run test:builds && exit "$unit"
) > "$builds_log" 2>&1 &
builds=$!
npm run test:site
site=$?
wait "$builds"
lane=$?
echo
echo "── builds lane (vitest.config.ts, then vitest.builds.config.ts) ──"
cat "$builds_log"
if [ "$site" -ne 0 ] || [ "$lane" -ne 0 ]; then
  echo "npm test: failed (site lane exit $site, builds lane exit $lane)" >&2
  exit 1
fi
