#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (browser downloads are impossible here): the headless shell
# build runs the suite, the full browser the visitor journeys and the audit (tests/e2e/browser.ts).
# Installs whichever is missing; idempotent.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
echo "Installing Debian chromium and chromium-headless-shell for the browser tests…"
export DEBIAN_FRONTEND=noninteractive
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium chromium-headless-shell >/dev/null
/usr/bin/chromium --version
/usr/bin/chromium-headless-shell --version
