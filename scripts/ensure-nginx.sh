#!/usr/bin/env bash
# The host tests (tests/hosting) run the generated config on Debian's nginx. Installs the package
# when missing; idempotent. The tests start their own nginx on loopback, never the system service.
set -euo pipefail
if [ -x /usr/sbin/nginx ]; then exit 0; fi
exec "$(dirname "$0")/apt-install-quiet.sh" nginx
