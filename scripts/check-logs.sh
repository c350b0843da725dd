#!/usr/bin/env bash
# Fails when a log holds a secret: the demo business's secret settings
# (DEMO_SECRETS in services/identity/src/seed.ts), the demo password,
# anything that looks like a signed token (JWT) or a card number (Luhn); or
# when a product process's log (<mode>-gateway.log, <mode>-<subgraph>.log,
# <mode>-<subgraph>-worker.log) has a line that is not a JSON log line, or a
# `password`/`token` key holding a value (scripts/check-log-lines.js).
# Prints file and line, and only the first characters of what it found.
#
#   bash scripts/check-logs.sh [FILE...]     (default: .local/logs/test-*.log)
set -euo pipefail
cd "$(dirname "$0")/.."

SEED=services/identity/src/seed.ts
DEMO_PASSWORD=$(sed -n "s/^export const DEMO_PASSWORD = '\(.*\)';$/\1/p" "$SEED")
mapfile -t SECRETS < <(sed -n '/^export const DEMO_SECRETS = {/,/^}/p' "$SEED" | sed -n "s/^ *[A-Za-z]*: '\([^']*\)',\{0,1\}$/\1/p")
if [ -z "$DEMO_PASSWORD" ] || [ "${#SECRETS[@]}" -eq 0 ]; then
  echo "check-logs: could not read DEMO_PASSWORD and DEMO_SECRETS from $SEED" >&2
  exit 2
fi

if [ "$#" -gt 0 ]; then
  FILES=("$@")
else
  shopt -s nullglob
  FILES=(.local/logs/test-*.log)
fi
if [ "${#FILES[@]}" -eq 0 ]; then
  echo "check-logs: no log files to check" >&2
  exit 2
fi

found=0
# report FILE PATTERN-KIND GREP-ARGS...: one line per hit, the value cut to 6 characters.
report() {
  local file=$1 kind=$2
  shift 2
  local hits
  hits=$(grep -n -o -a "$@" "$file" || true)
  [ -n "$hits" ] || return 0
  while IFS= read -r hit; do
    local line=${hit%%:*} value=${hit#*:}
    echo "check-logs: $file:$line: $kind (${value:0:6}...)" >&2
    found=1
  done <<<"$hits"
}

for f in "${FILES[@]}"; do
  [ -f "$f" ] || continue
  for s in "${SECRETS[@]}"; do report "$f" "demo secret" -F -e "$s"; done
  report "$f" "demo password" -F -e "$DEMO_PASSWORD"
  report "$f" "signed token (JWT)" -E -e 'eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]*'
done

node scripts/check-log-lines.js "${FILES[@]}" || found=1

if [ "$found" -ne 0 ]; then
  echo "check-logs: secrets, tokens, card numbers or lines that are not JSON log lines in the logs above" >&2
  exit 1
fi
echo "check-logs: no secrets, passwords, tokens or card numbers in ${#FILES[@]} log file(s); the product's are JSON lines"
