#!/usr/bin/env bash
# The host tests (tests/hosting) run the generated .htaccess on Debian's Apache. Installs the
# package when missing; idempotent. The tests start their own apache2 on loopback.
set -euo pipefail
if [ -x /usr/sbin/apache2 ]; then exit 0; fi
exec "$(dirname "$0")/apt-install-quiet.sh" apache2
