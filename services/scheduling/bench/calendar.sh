#!/usr/bin/env bash
# The calendar benchmarks (bench/calendar-bench.ts): concurrent bookings of one staff member, 10,000
# randomized bookings checked for overlaps by SQL, and the calendar's week and month views, measured on a
# copy of the product in production mode (NODE_ENV=production, fresh secrets) started here on its own ports
# (BENCH_PORT, default 4850, and the next ones) and stopped at the end, as bench/run.sh does. With GATEWAY_URL
# set, it measures that product instead and starts nothing (the database of the stack's env is written).
#   npx nx run @tempo/scheduling:bench:calendar   BENCH_ROUNDS, BENCH_CONTENTION_ROUNDS, BENCH_ATTEMPTS,
#                                                 BENCH_CONCURRENCY: see the .ts
set -euo pipefail
source "$(dirname "$0")/../../../scripts/lib.sh" # the repository root becomes the working directory

if [ -z "${GATEWAY_URL:-}" ]; then
  ensure_node_deps
  stack_up
  build_all
  migrate_all
  gport=${BENCH_PORT:-4850}
  first=$((gport + 1))
  ACTOR_TOKEN_SECRET=$(openssl rand -hex 32) SERVICE_TOKEN_SECRET=$(openssl rand -hex 32)
  export ACTOR_TOKEN_SECRET SERVICE_TOKEN_SECRET
  production=(NODE_ENV=production ACTOR_TOKEN_SECRET="$ACTOR_TOKEN_SECRET" SERVICE_TOKEN_SECRET="$SERVICE_TOKEN_SECRET"
    DATABASE_APP_PASSWORD="${DATABASE_APP_PASSWORD:-tempo-app-dev}" SMTP_URL="${SMTP_URL:-smtp://127.0.0.1:1025}"
    ID_TOKEN_PRIVATE_KEY="$(openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 2>/dev/null)")
  trap 'stop_apps benchcal' EXIT
  start_apps benchcal "$gport" "$first" "${TEST_LIMITS[@]}" "${production[@]}"
  # The demo data (its superuser makes the bench's business); the seeds are development tools.
  NODE_ENV=development seed_demo >/dev/null
  export GATEWAY_URL=http://127.0.0.1:$gport GATEWAY_INTERNAL_URL=http://127.0.0.1:$(internal_port "$gport")
  say "Calendar benchmarks (production mode)"
else
  [ -n "${DATABASE_URL:-}" ] || eval "$(bash infra/local/stack.sh env)"
fi
node services/scheduling/bench/calendar-run.js
