#!/usr/bin/env bash
# npm test: lint, types, schema drift, unit tests, integration tests against
# the real stack, end-to-end tests through the gateway, browser tests, and the
# subgraph kit's check. Steps that wait on the network or on other processes
# run beside the ones that use the CPU: the local stack (and chromium) install
# and start while npm installs and everything builds; the kit check runs
# beside the integration, end-to-end and browser tests.
source "$(dirname "$0")/lib.sh"

GATEWAY_PORT=${TEST_GATEWAY_PORT:-4900}
IDENTITY_PORT=${TEST_IDENTITY_PORT:-4901}
trap 'stop_apps test; for p in "${STEP_PIDS[@]}"; do kill "$p" 2>/dev/null || true; done' EXIT

say "Local stack and chromium: installing and starting in the background (.local/logs/test-stack.log)"
start_step stack bash -c 'bash infra/local/stack.sh up && source scripts/lib.sh && ensure_chromium'
ensure_node_deps
# Alert rules (promtool check and unit tests) and the k6 profiles compiled, promtool and k6 built once, in the background: infra/observability/check.sh
start_step observability bash infra/observability/check.sh
build_all

say "Lint, type checks and unit tests"
# One ESLint run over the whole tree (npm run lint: each project's lint target starts ESLint and the
# nx project graph of its module-boundary rule again, about 5 s each); one type check of every library
# and service, sources and tests, in a single program (npm run typecheck: tsconfig.typecheck.json, then
# the web app's), where each project's own typecheck target loads the same declarations again; then the
# unit tests of every project.
npm run lint
npm run typecheck
npx nx run-many -t test --outputStyle=static
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

say "Local stack (PostgreSQL, Redis, Kafka, Mailpit, MinIO)"
wait_step stack
eval "$(bash infra/local/stack.sh env)"

# The Helm chart, in the background: lint, render and validate offline for dev, staging and prod, and the values it must refuse (helm/check.sh).
start_step helm bash helm/check.sh

migrate_all
# No worker runs yet: scheduling's demo staff hours wait for nobody now and are seeded by the second run.
DEMO_STAFF_WAIT_SECONDS=0 seed_demo

say "Subgraph kit check, in the background (.local/logs/test-kit-check.log)"
# A throwaway subgraph from the generator, in a scratch copy, on ports of its own (scripts/check-subgraph-kit.sh).
start_step kit-check bash scripts/check-subgraph-kit.sh

say "Integration tests (real PostgreSQL, Redis, Kafka, Mailpit, MinIO)"
stop_apps test
npx nx run-many -t integration --parallel=1 --outputStyle=static 2>&1 | tee .local/logs/test-integration-output.log

start_apps test "$GATEWAY_PORT" "$IDENTITY_PORT" "${TEST_LIMITS[@]}"
# Again with identity up: the people of the demo logins (the people seed asks identity for their accounts).
seed_demo
redis-cli -u "$REDIS_URL" --scan --pattern 'rl:*' | xargs -r redis-cli -u "$REDIS_URL" del >/dev/null

say "End-to-end tests through the gateway (the gateway's and each subgraph's)"
# Every project with an e2e target, one after the other: the suites share the per-login and
# per-recipient rate-limit counters, so they run in sequence like the files of one suite.
GATEWAY_URL="http://127.0.0.1:$GATEWAY_PORT" GATEWAY_INTERNAL_URL="http://127.0.0.1:$(internal_port "$GATEWAY_PORT")" IDENTITY_URL="http://127.0.0.1:$IDENTITY_PORT" \
  PRODUCT_LOG_DIR="$ROOT/.local/logs" PRODUCT_LOG_MODE=test \
  env "${TEST_LIMITS[@]}" npx nx run-many -t e2e --parallel=1 --outputStyle=static 2>&1 | tee .local/logs/test-e2e-output.log
# The smoke load profile (every journey once or twice, failing on any error) once the checks above passed: load-tests/run.sh
wait_step observability; GATEWAY_URL="http://127.0.0.1:$GATEWAY_PORT" bash load-tests/run.sh smoke

say "Browser tests (@playwright/test in Debian's headless Chromium, two workers)"
# apps/web/browser/playwright.config.ts: two workers (BROWSER_WORKERS), the traces and screenshots of
# failed tests in .local/browser-tests.
GATEWAY_URL="http://127.0.0.1:$GATEWAY_PORT" npx nx run @tempo/web:browser --outputStyle=static 2>&1 | tee .local/logs/test-browser-output.log

say "Subgraph kit check"
wait_step kit-check

say "Helm chart"
wait_step helm

say "No secrets, passwords or tokens in the logs of this run"
bash scripts/check-logs.sh

say "All tests passed"
