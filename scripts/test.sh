#!/usr/bin/env bash
# npm test: lint, types, schema drift, unit tests, integration tests against
# the real stack, end-to-end tests through the gateway, and browser tests.
source "$(dirname "$0")/lib.sh"

GATEWAY_PORT=${TEST_GATEWAY_PORT:-4900}
IDENTITY_PORT=${TEST_IDENTITY_PORT:-4901}
LOGIN_LIMIT=50
MAIL_LIMIT=20
# The whole run signs in and asks for links from 127.0.0.1 many times: per-IP limits are lifted, per-login and
# per-recipient ones are kept (higher than in production) so the end-to-end tests still prove them.
TEST_LIMITS=(LOGIN_RATE_PER_IP=100000 LOGIN_RATE_PER_LOGIN=$LOGIN_LIMIT LOGIN_RATE_PER_LOGIN_IP=$LOGIN_LIMIT
  MAIL_RATE_PER_IP=100000 MAIL_RATE_PER_RECIPIENT=$MAIL_LIMIT NAME_CHECK_RATE_PER_IP=100000)
KIT_CHECK_PID=
trap 'stop_apps test; [ -z "$KIT_CHECK_PID" ] || kill "$KIT_CHECK_PID" 2>/dev/null || true' EXIT

ensure_node_deps
stack_up
build_all

say "Lint and type checks"
npx nx run-many -t lint typecheck --outputStyle=static
npx prettier --check --no-error-on-unmatched-pattern "libs/**/*.ts" "services/**/*.ts" "apps/**/*.{ts,tsx}"

say "Schemas are up to date (schema.gql, supergraph.graphql, api-schema.graphql, web operation types)"
find_subgraphs
for s in "${SUBGRAPHS[@]}"; do node "services/$s/dist/main.js" schema; done
node services/gateway/dist/compose.js --check
npm run codegen:check -w @tempo/web
if git rev-parse --git-dir >/dev/null 2>&1; then
  git diff --exit-code -- 'services/*/schema.gql' 'services/*/access.json' || { echo "schema.gql or access.json is stale: run npm run compose and commit them" >&2; exit 1; }
  git diff --exit-code -- services/gateway/api-schema.graphql apps/web/src/gql || { echo "api-schema.graphql or apps/web/src/gql is stale: run npm run compose and commit them" >&2; exit 1; }
fi

say "Unit tests"
npx nx run-many -t test --outputStyle=static

migrate_all
seed_demo

say "Subgraph kit check, in the background (.local/logs/test-kit-check.log)"
# A throwaway subgraph from the generator, in a scratch copy, on ports of its own (scripts/check-subgraph-kit.sh).
env "${TEST_LIMITS[@]}" bash scripts/check-subgraph-kit.sh >.local/logs/test-kit-check.log 2>&1 &
KIT_CHECK_PID=$!

say "Integration tests (real PostgreSQL, Redis, Kafka, Mailpit)"
stop_apps test
npx nx run-many -t integration --parallel=1 --outputStyle=static 2>&1 | tee .local/logs/test-integration-output.log

start_apps test "$GATEWAY_PORT" "$IDENTITY_PORT" "${TEST_LIMITS[@]}"
redis-cli -u "$REDIS_URL" --scan --pattern 'rl:*' | xargs -r redis-cli -u "$REDIS_URL" del >/dev/null

say "End-to-end tests through the gateway (the gateway's and each subgraph's)"
# Every project with an e2e target, one after the other: the suites share the per-login and
# per-recipient rate-limit counters, so they run in sequence like the files of one suite.
GATEWAY_URL="http://127.0.0.1:$GATEWAY_PORT" GATEWAY_INTERNAL_URL="http://127.0.0.1:$(internal_port "$GATEWAY_PORT")" IDENTITY_URL="http://127.0.0.1:$IDENTITY_PORT" \
  PRODUCT_LOG_DIR="$ROOT/.local/logs" PRODUCT_LOG_MODE=test \
  env "${TEST_LIMITS[@]}" npx nx run-many -t e2e --parallel=1 --outputStyle=static 2>&1 | tee .local/logs/test-e2e-output.log

say "Browser tests (headless Chromium)"
command -v chromium >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium)
GATEWAY_URL="http://127.0.0.1:$GATEWAY_PORT" npx nx run @tempo/web:browser --outputStyle=static 2>&1 | tee .local/logs/test-browser-output.log

say "Subgraph kit check"
wait "$KIT_CHECK_PID" || { KIT_CHECK_PID=; tail -n 80 .local/logs/test-kit-check.log; exit 1; }
KIT_CHECK_PID=
tail -n 1 .local/logs/test-kit-check.log

say "No secrets, passwords or tokens in the logs of this run"
bash scripts/check-logs.sh

say "All tests passed"
