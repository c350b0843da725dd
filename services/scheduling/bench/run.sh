#!/usr/bin/env bash
# The availability benchmark (bench/availability-bench.ts), measured on the product as it is deployed: a copy
# in production mode (NODE_ENV=production, fresh secrets) started here on its own ports (BENCH_PORT, default
# 4800, and the next ones) beside anything else running, with the demo data it signs in with, and stopped at
# the end. With GATEWAY_URL and SUBGRAPH_URL set, it measures that product instead and starts nothing.
#   npx nx run @tempo/scheduling:bench        BENCH_ROUNDS, BENCH_OTHER_BUSINESSES, BENCH_MONTH: see the .ts
set -euo pipefail
source "$(dirname "$0")/../../../scripts/lib.sh" # the repository root becomes the working directory

if [ -z "${GATEWAY_URL:-}" ] || [ -z "${SUBGRAPH_URL:-}" ]; then
  ensure_node_deps
  stack_up
  build_all
  migrate_all
  gport=${BENCH_PORT:-4800}
  first=$((gport + 1))
  find_subgraphs
  for i in "${!SUBGRAPHS[@]}"; do
    [ "${SUBGRAPHS[$i]}" = scheduling ] && sport=$((first + SUBGRAPH_PORTS[i] - SUBGRAPH_PORTS[0]))
  done
  # The bench signs the subgraph's actor tokens and the seeds call identity's internal API: they share the
  # copy's secrets.
  ACTOR_TOKEN_SECRET=$(openssl rand -hex 32) SERVICE_TOKEN_SECRET=$(openssl rand -hex 32)
  export ACTOR_TOKEN_SECRET SERVICE_TOKEN_SECRET
  production=(NODE_ENV=production ACTOR_TOKEN_SECRET="$ACTOR_TOKEN_SECRET" SERVICE_TOKEN_SECRET="$SERVICE_TOKEN_SECRET"
    DATABASE_APP_PASSWORD="${DATABASE_APP_PASSWORD:-tempo-app-dev}" SMTP_URL="${SMTP_URL:-smtp://127.0.0.1:1025}"
    ID_TOKEN_PRIVATE_KEY="$(openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 2>/dev/null)")
  trap 'stop_apps bench' EXIT
  start_apps bench "$gport" "$first" "${TEST_LIMITS[@]}" "${production[@]}"
  # The demo data (its superuser makes the bench's business); the seeds are development tools.
  NODE_ENV=development seed_demo >/dev/null
  export GATEWAY_URL=http://127.0.0.1:$gport SUBGRAPH_URL=http://127.0.0.1:$sport
  export IDENTITY_URL=http://127.0.0.1:$first GATEWAY_INTERNAL_URL=http://127.0.0.1:$(internal_port "$gport")
  say "Availability benchmark (production mode)"
fi
node services/scheduling/bench/run.js
