#!/usr/bin/env bash
# The subgraph kit does not rot: in a scratch copy of this tree, `nx g @tempo/nx-plugin:subgraph` writes a
# throwaway subgraph, which must pass prettier, build, lint, typecheck and its unit tests, migrate (its own
# database, dropped afterwards), write its schema, compose into the supergraph and pass its integration
# tests; then, with the APIs of every subgraph and a gateway started from the copy on ports of their own,
# its end-to-end suite and the gateway's generated security suites (cross-tenant, role ladder) over the
# supergraph that includes it. Nothing of this tree is written but its .local/.
#
# Needs the build (the generator, identity and the gateway from build_all), the local stack, identity
# migrated with the demo data (npm test runs it after seed_demo). The copy shares this tree's node_modules,
# so the libraries are this tree's built ones.
#   KIT_CHECK_GATEWAY_PORT   gateway port (default 4950, internal + 10000)
#   KIT_CHECK_SUBGRAPH_PORT  the first subgraph's port (default 4951; the others keep their spacing)
#   KIT_CHECK_NAME           the throwaway subgraph's name (default kitcheck)
set -euo pipefail

REAL=$(cd "$(dirname "$0")/.." && pwd)
NAME=${KIT_CHECK_NAME:-kitcheck}
GATEWAY_PORT=${KIT_CHECK_GATEWAY_PORT:-4950}
FIRST_PORT=${KIT_CHECK_SUBGRAPH_PORT:-4951}
MODE=kitcheck
# The run's process ids and logs stay in this tree's .local (the copy's .local points there).
STATE="$REAL/.local/kit-check"
started=$SECONDS
step() { printf '\n== kit check: %s  (+%ss)\n' "$*" "$((SECONDS - started))"; }

if [ -z "${DATABASE_URL:-}" ]; then eval "$(bash "$REAL/infra/local/stack.sh" env)"; fi
# Drops the throwaway subgraph's database and application role (@tempo/db, the names `migrate` gave them).
drop_database() {
  (cd "$REAL" && node -e '
    const db = require("@tempo/db");
    db.dropDatabase(process.env.DATABASE_URL, db.subgraphDatabase(process.argv[1])).catch((e) => {
      console.error(`could not drop the database of ${process.argv[1]}: ${e.message}`);
      process.exitCode = 1;
    });
  ' "$NAME")
}

SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/tempo-kit-check.XXXXXX")
LINT_PID=
START_PID=
cleanup() {
  local status=$?
  [ -z "$LINT_PID" ] || kill "$LINT_PID" 2>/dev/null || true
  [ -z "$START_PID" ] || wait "$START_PID" 2>/dev/null || true
  if [ -f "$SCRATCH/scripts/lib.sh" ]; then (source "$SCRATCH/scripts/lib.sh" && stop_apps "$MODE") || true; fi
  drop_database || true
  rm -rf "$SCRATCH"
  if [ "$status" = 0 ]; then
    echo "kit check passed in $((SECONDS - started)) s"
  else
    echo "kit check FAILED after $((SECONDS - started)) s (process logs: $STATE/logs)" >&2
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

step "scratch copy in $SCRATCH"
tar -C "$REAL" --exclude=./.git --exclude=./.local --exclude=./.nx --exclude=./node_modules \
  --exclude=./apps/web/node_modules --exclude=./apps/web/dist -cf - . | tar -C "$SCRATCH" -xf -
ln -s "$REAL/node_modules" "$SCRATCH/node_modules"
rm -rf "$STATE" && mkdir -p "$STATE" && ln -s "$STATE" "$SCRATCH/.local"
# Everything below runs in the copy (lib.sh moves there); nx runs without a daemon.
# shellcheck source=lib.sh
source "$SCRATCH/scripts/lib.sh"
export NX_DAEMON=false NX_NO_CLOUD=true NX_SKIP_NX_CACHE=true
drop_database # what an interrupted run may have left

step "nx g @tempo/nx-plugin:subgraph $NAME"
# An aggregate name no real subgraph would have: the generator refuses GraphQL names the supergraph has.
npx nx g @tempo/nx-plugin:subgraph "$NAME" --aggregate=kit-check-entry --no-interactive
npx prettier --check "services/$NAME"

step "build"
(cd "services/$NAME" && npm run build)
# Lint, types and unit tests (through nx: it finds the new project) in the background, while the rest goes on.
npx nx run-many -t lint typecheck test -p "@tempo/$NAME" --excludeTaskDependencies --outputStyle=static \
  >"$STATE/lint-typecheck-test.log" 2>&1 &
LINT_PID=$!

step "migrate; schema and compose"
node "services/$NAME/dist/main.js" migrate &
MIGRATE_PID=$!
node "services/$NAME/dist/main.js" schema
node services/gateway/dist/compose.js
wait "$MIGRATE_PID"

# The APIs only (npm test's own product runs the workers), started while the integration tests run; the
# actor cache is left to npm test's gateway. In a subshell: the processes are not this shell's jobs.
(APPS_WORKERS=0 start_apps "$MODE" "$GATEWAY_PORT" "$FIRST_PORT" CACHE_INVALIDATION_ENABLED=false "${TEST_LIMITS[@]}") \
  >"$STATE/start.log" 2>&1 &
START_PID=$!

step "integration tests"
(cd "services/$NAME" && npx jest -c jest.integration.js --runInBand)

step "starting the APIs and a gateway from the copy"
wait "$START_PID" || { cat "$STATE/start.log"; exit 1; }
cat "$STATE/start.log"
E2E_ENV=(GATEWAY_URL="http://127.0.0.1:$GATEWAY_PORT" GATEWAY_INTERNAL_URL="http://127.0.0.1:$(internal_port "$GATEWAY_PORT")"
  IDENTITY_URL="http://127.0.0.1:$FIRST_PORT" "${TEST_LIMITS[@]}")

step "end-to-end: $NAME's suite and the gateway's security suites, through that gateway"
(cd "services/$NAME" && env "${E2E_ENV[@]}" npx jest -c jest.e2e.js --runInBand)
(cd services/gateway && env "${E2E_ENV[@]}" npx jest -c jest.e2e.js --runInBand \
  test/e2e/security/cross-tenant.e2e-spec.ts test/e2e/security/role-ladder.e2e-spec.ts)

step "lint, typecheck and unit tests"
wait "$LINT_PID" || { cat "$STATE/lint-typecheck-test.log"; exit 1; }
LINT_PID=
grep -F 'Successfully ran targets' "$STATE/lint-typecheck-test.log"

step "no secrets, passwords or tokens in the logs of the copy's processes"
bash "$REAL/scripts/check-logs.sh" "$STATE"/logs/*.log
