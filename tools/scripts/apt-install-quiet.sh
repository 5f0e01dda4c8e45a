#!/usr/bin/env bash
# Installs Debian packages for tests without starting their system services: the package scripts
# would otherwise start a daemon on port 80 (a policy-rc.d answering 101 forbids that; it is
# removed again unless it was there before).
set -euo pipefail
[ "$#" -gt 0 ] || { echo "usage: $0 package…" >&2; exit 2; }
export DEBIAN_FRONTEND=noninteractive
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "Installing Debian $* for the host tests…"
policy=/usr/sbin/policy-rc.d
created=""
if [ ! -e "$policy" ]; then
  $SUDO sh -c "printf '#!/bin/sh\nexit 101\n' > $policy && chmod +x $policy"
  created=1
fi
cleanup() { if [ -n "$created" ]; then $SUDO rm -f "$policy"; fi; }
trap cleanup EXIT
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "$@" >/dev/null
