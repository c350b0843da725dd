#!/usr/bin/env bash
# Shared steps of `npm start` and `npm test`: dependencies, the local stack,
# build, database migrations, demo data, and the product's processes.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
mkdir -p .local/run .local/logs

# The subgraphs are found, not listed: each services/<name>/package.json declaring
# "tempo": { "subgraph": { "name", "port" } }, in port order (scripts/subgraphs.js; needs build_all).
# Each one's dist/main.js is its command line: api | worker | migrate | schema | seed.
find_subgraphs() {
  SUBGRAPHS=() SUBGRAPH_PORTS=()
  local name port
  while read -r name port; do SUBGRAPHS+=("$name"); SUBGRAPH_PORTS+=("$port"); done < <(node scripts/subgraphs.js)
  [ "${#SUBGRAPHS[@]}" -gt 0 ] || { echo "no subgraph found under services/" >&2; return 1; }
}

# The rate limits of a test run (npm test's product and the kit check's, whose counters Redis shares): the
# whole run signs in and asks for links from 127.0.0.1 many times, so per-IP limits are lifted; per-login and
# per-recipient ones are kept (higher than in production) so the end-to-end tests still prove them.
TEST_LIMITS=(LOGIN_RATE_PER_IP=100000 LOGIN_RATE_PER_LOGIN=50 LOGIN_RATE_PER_LOGIN_IP=50
  MAIL_RATE_PER_IP=100000 MAIL_RATE_PER_RECIPIENT=20 NAME_CHECK_RATE_PER_IP=100000)

# V8's flags for the subgraph APIs (the images set the same in NODE_OPTIONS): a young generation that holds
# an answer of thousands of records (a month of the calendar is 2,000 events) while it is built, instead of
# copying it between 16 MB semi-spaces and promoting it into the old generation several times per answer.
# --expose-gc: between requests, a process with nothing in flight collects its young generation
# (collectYoungWhenIdle of @tempo/metrics), so that a large answer is not copied by a collection midway.
API_NODE_FLAGS=(--max-semi-space-size=64 --expose-gc)
# The gateway's (its image's entrypoint has the same): its live heap is about 70 MB (the supergraph and its
# query planners); an old generation that starts at 256 MB is not marked and compacted again every few
# requests when large answers pass through it (their buffers count towards its growth).
# --expose-gc as for the APIs.
GATEWAY_NODE_FLAGS=(--initial-old-space-size=256 --expose-gc)

say() { printf "\n\033[1m== %s\033[0m  (+%ss)\n" "$*" "$SECONDS"; }

ensure_node_deps() {
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    say "Installing npm dependencies"
    # npm install, not npm ci: npm 11 leaves other platforms' optional binaries
    # (e.g. @swc/core-darwin-*) out of the lock file, which npm ci then refuses.
    # The lock file still pins every version that is installed here.
    npm install --no-audit --no-fund --no-save
  fi
}

stack_up() {
  say "Local stack (PostgreSQL, Redis, Kafka, Mailpit, MinIO)"
  bash infra/local/stack.sh up
  eval "$(bash infra/local/stack.sh env)"
}

# Debian's chromium for the browser tests (playwright drives it; no browser is ever downloaded).
ensure_chromium() {
  command -v chromium >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium)
}

# start_step NAME COMMAND...: runs a step in the background, its output in .local/logs/test-NAME.log.
start_step() {
  local name=$1
  shift
  ("$@") >".local/logs/test-$name.log" 2>&1 &
  STEP_PIDS[$name]=$!
}

# wait_step NAME: waits for a background step, prints its output, and fails when it failed.
wait_step() {
  local name=$1 status=0
  wait "${STEP_PIDS[$name]}" || status=$?
  cat ".local/logs/test-$name.log"
  [ "$status" -eq 0 ] || { echo "step '$name' failed (exit $status)" >&2; return "$status"; }
}
declare -A STEP_PIDS=()

build_all() {
  say "Building"
  npx nx run-many -t build --outputStyle=static
}

migrate_all() {
  say "Migrating databases"
  find_subgraphs
  for s in "${SUBGRAPHS[@]}"; do node "services/$s/dist/main.js" migrate; done
}

seed_demo() {
  say "Demo data"
  find_subgraphs
  for s in "${SUBGRAPHS[@]}"; do node "services/$s/dist/main.js" seed; done
}

# start_process NAME MODE DIR COMMAND... [VAR=value ...]: COMMAND is node's arguments (its --flags among
# them), up to the first VAR=value.
start_process() {
  local name=$1 mode=$2 dir=$3
  shift 3
  local args=()
  while [ "$#" -gt 0 ] && { [[ $1 != *=* ]] || [[ $1 == --* ]]; }; do args+=("$1"); shift; done
  local pidfile=".local/run/app-$mode-$name.pid" log=".local/logs/$mode-$name.log"
  stop_pidfile "$pidfile"
  # The subshell execs into node, so the recorded pid is node's own.
  (cd "$dir" && exec env "$@" nohup node "${args[@]}" >"$ROOT/$log" 2>&1) &
  echo $! >"$pidfile"
}

stop_pidfile() {
  local pidfile=$1 pid
  [ -f "$pidfile" ] || return 0
  pid=$(cat "$pidfile")
  if kill -0 "$pid" 2>/dev/null; then
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  fi
  rm -f "$pidfile"
}

# Stops a leftover product process (e.g. from an interrupted run) holding PORT; refuses to touch anything else.
free_port() {
  local port=$1 pid
  for pid in $(ss -ltnpH "sport = :$port" 2>/dev/null | grep -o 'pid=[0-9]*' | cut -d= -f2 | sort -u); do
    if grep -q 'dist/\(main\|worker\)\.js' "/proc/$pid/cmdline" 2>/dev/null; then
      echo "stopping a leftover process $pid on port $port"
      kill "$pid" 2>/dev/null || true
      sleep 1
    else
      echo "port $port is taken by another program (pid $pid)" >&2
      return 1
    fi
  done
}

wait_http() {
  local url=$1 what=$2 log=$3
  for _ in $(seq 1 120); do
    if curl -fs -o /dev/null "$url"; then return 0; fi
    sleep 0.5
  done
  echo "$what did not become ready at $url; last lines of $log:" >&2
  tail -n 40 "$log" >&2 || true
  return 1
}

# The internal port (metrics, readiness, identity's internal API) of a process on public port $1.
internal_port() { echo $(($1 + 10000)); }
# The internal port of the worker of the subgraph whose API is on port $1 (the worker has no public port).
worker_internal_port() { echo $(($1 + 20000)); }

# start_apps MODE GATEWAY_PORT FIRST_SUBGRAPH_PORT [VAR=value ...]: the API and the worker of every subgraph
# found, then the gateway routing to them. The subgraphs keep the spacing of their default ports from the
# first one's (identity 4101, people 4102, ...): FIRST_SUBGRAPH_PORT 4901 puts identity on 4901, people on 4902.
# Each API also listens on its internal port (port + 10000) for /metrics, /readyz and /internal/*; each worker
# on the API's port + 20000 for /healthz, /readyz and /metrics.
start_apps() {
  local mode=$1 gport=$2 first=$3
  shift 3
  find_subgraphs
  local giport i name port iport urls=()
  giport=$(internal_port "$gport")
  # Subgraphs call identity's internal API (people: credentials, invitations); seeds run later use it too.
  for i in "${!SUBGRAPHS[@]}"; do
    [ "${SUBGRAPHS[$i]}" = identity ] &&
      export IDENTITY_INTERNAL_URL="http://127.0.0.1:$(internal_port $((first + SUBGRAPH_PORTS[i] - SUBGRAPH_PORTS[0])))"
  done
  say "Starting the product ($mode): gateway :$gport (internal :$giport)"
  stop_apps "$mode"
  free_port "$gport"
  free_port "$giport"
  for i in "${!SUBGRAPHS[@]}"; do
    name=${SUBGRAPHS[$i]}
    port=$((first + SUBGRAPH_PORTS[i] - SUBGRAPH_PORTS[0]))
    iport=$(internal_port "$port")
    echo "$name :$port (internal :$iport)"
    free_port "$port"
    free_port "$iport"
    start_process "$name" "$mode" "services/$name" "${API_NODE_FLAGS[@]}" dist/main.js api PORT="$port" INTERNAL_PORT="$iport" PUBLIC_PORT="$gport" \
      IDENTITY_INTERNAL_URL="$IDENTITY_INTERNAL_URL" "$@"
    # APPS_WORKERS=0: the APIs only, for a second copy of the product beside a running one (the kit
    # check), whose workers keep the events, consumers and queues.
    # The worker listens only on its internal port (/healthz, /readyz, /metrics): the API's port + 20000.
    if [ "${APPS_WORKERS:-1}" != 0 ]; then
      free_port "$(worker_internal_port "$port")"
      start_process "$name-worker" "$mode" "services/$name" dist/main.js worker PORT="$port" \
        INTERNAL_PORT="$(worker_internal_port "$port")" PUBLIC_PORT="$gport" "$@"
    fi
    urls+=("${name^^}_URL=http://127.0.0.1:$port/graphql")
  done
  for i in "${!SUBGRAPHS[@]}"; do
    name=${SUBGRAPHS[$i]}
    port=$((first + SUBGRAPH_PORTS[i] - SUBGRAPH_PORTS[0]))
    wait_http "http://127.0.0.1:$(internal_port "$port")/readyz" "$name" ".local/logs/$mode-$name.log"
    [ "${APPS_WORKERS:-1}" = 0 ] ||
      wait_http "http://127.0.0.1:$(worker_internal_port "$port")/readyz" "$name worker" ".local/logs/$mode-$name-worker.log"
  done
  start_process gateway "$mode" services/gateway "${GATEWAY_NODE_FLAGS[@]}" dist/main.js PORT="$gport" INTERNAL_PORT="$giport" PUBLIC_PORT="$gport" \
    "${urls[@]}" "$@"
  wait_http "http://127.0.0.1:$giport/readyz" gateway ".local/logs/$mode-gateway.log"
}

stop_apps() {
  local mode=$1 f
  for f in .local/run/app-"$mode"-*.pid; do [ -e "$f" ] && stop_pidfile "$f"; done
  return 0
}
