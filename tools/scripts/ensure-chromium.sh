#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (browser downloads are impossible here). Installs it
# when missing; idempotent.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Debian chromium for the browser tests…"
export DEBIAN_FRONTEND=noninteractive
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
