#!/usr/bin/env bash
# The host tests (tests/hosting) and `npm run audit` run the generated config on Debian's nginx,
# with and without Debian's brotli_static module (korvina-brotli.conf). Installs what is missing;
# idempotent. The tests start their own nginx on loopback, never the system service.
set -euo pipefail
missing=()
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
[ "${#missing[@]}" -eq 0 ] && exit 0
exec "$(dirname "$0")/apt-install-quiet.sh" "${missing[@]}"
