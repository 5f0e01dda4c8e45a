#!/usr/bin/env bash
# `npm run audit`: installs the audit's own dependencies (Lighthouse, pinned by this folder's
# package-lock.json; a no-op once they are there), type-checks the audit against them, and runs it.
# They live here, not in the project's package.json, so that `npm ci` (every CI run, every fresh
# clone) does not install Lighthouse's ~180 packages for a check that is not part of `npm test`.
set -euo pipefail
cd "$(dirname "$0")/../.."
# The audit takes no arguments: any is --help or a mistake, which its definition answers
# (tools/audit/command.ts: the help and exit 0, or the mistake and exit 2) before anything is installed.
if [ $# -gt 0 ]; then exec node_modules/.bin/tsx tools/audit/command.ts "$@"; fi
npm install --prefix tools/audit --no-audit --no-fund --silent
node node_modules/typescript-7/bin/tsc -p tools/audit
exec npx tsx tools/audit/audit.ts
