#!/usr/bin/env bash
# Runs a k6 load profile against a running product and prints each threshold, PASS or FAIL
# (k6 exits 99 when one fails). Only loopback is targeted unless LOAD_ALLOW_REMOTE=yes (README.md).
#   bash load-tests/run.sh PROFILE      load-tests/profiles/PROFILE.js: business-page, sign-in,
#                                       current-user, clients, calendar, smoke
#   bash load-tests/run.sh --inspect    compiles every profile (k6 inspect), sending nothing
# Settings from the environment: GATEWAY_URL (default http://127.0.0.1:4000), BUSINESS, VUS,
# DURATION, ITERATIONS (smoke), LOGIN/PASSWORD, SUMMARY_JSON; see load-tests/lib/config.js.
# k6 comes from scripts/go-tools.sh (built once into .local/bin).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/scripts/go-tools.sh"
K6=$(go_tool k6)
export K6_NO_USAGE_REPORT=true

# The web app's operations as it sends them, read from apps/web/src each run.
mkdir -p "$ROOT/.local/load-tests"
OPERATIONS_FILE=$(mktemp "$ROOT/.local/load-tests/operations.XXXXXX.json")
export OPERATIONS_FILE
trap 'rm -f "$OPERATIONS_FILE"' EXIT
node "$ROOT/load-tests/lib/operations.js" "$OPERATIONS_FILE"

if [ "${1:-}" = --inspect ]; then
  for p in "$ROOT"/load-tests/profiles/*.js; do
    "$K6" inspect --include-system-env-vars "$p" >/dev/null
    echo "  $(basename "$p" .js): compiles"
  done
  exit 0
fi

profile=${1:?usage: bash load-tests/run.sh PROFILE | --inspect}
script="$ROOT/load-tests/profiles/$profile.js"
[ -f "$script" ] || { echo "no profile '$profile' in load-tests/profiles/" >&2; exit 2; }
echo "k6: $profile against ${GATEWAY_URL:-http://127.0.0.1:4000}"
"$K6" run --quiet "$script"
