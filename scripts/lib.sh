#!/usr/bin/env bash
# Shared steps of `npm start` and `npm test`: dependencies, the local stack,
# build, database migrations, demo data, and the product's processes.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
mkdir -p .local/run .local/logs

# Subgraphs that exist so far (each has services/<name>/dist/{main,worker,migrate}.js).
SUBGRAPHS=(identity)

say() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

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
  say "Local stack (PostgreSQL, Redis, Kafka, Mailpit)"
  bash infra/local/stack.sh up
  eval "$(bash infra/local/stack.sh env)"
}

build_all() {
  say "Building"
  npx nx run-many -t build --outputStyle=static
}

migrate_all() {
  say "Migrating databases"
  for s in "${SUBGRAPHS[@]}"; do node "services/$s/dist/migrate.js"; done
}

seed_demo() {
  say "Demo data"
  node services/identity/dist/seed.js
}

# start_process NAME MODE DIR SCRIPT [VAR=value ...]
start_process() {
  local name=$1 mode=$2 dir=$3 script=$4
  shift 4
  local pidfile=".local/run/app-$mode-$name.pid" log=".local/logs/$mode-$name.log"
  stop_pidfile "$pidfile"
  # The subshell execs into node, so the recorded pid is node's own.
  (cd "$dir" && exec env "$@" nohup node "$script" >"$ROOT/$log" 2>&1) &
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

# start_apps MODE GATEWAY_PORT IDENTITY_PORT [VAR=value ...]: identity API + worker, then the gateway.
# Each process also listens on its internal port (port + 10000) for /metrics, /readyz and /internal/*.
start_apps() {
  local mode=$1 gport=$2 iport=$3
  shift 3
  local giport iiport
  giport=$(internal_port "$gport")
  iiport=$(internal_port "$iport")
  say "Starting the product ($mode): gateway :$gport (internal :$giport), identity :$iport (internal :$iiport)"
  stop_apps "$mode"
  free_port "$iport"
  free_port "$iiport"
  free_port "$gport"
  free_port "$giport"
  start_process identity "$mode" services/identity dist/main.js PORT="$iport" INTERNAL_PORT="$iiport" PUBLIC_PORT="$gport" "$@"
  start_process identity-worker "$mode" services/identity dist/worker.js PUBLIC_PORT="$gport" "$@"
  wait_http "http://127.0.0.1:$iiport/healthz" identity ".local/logs/$mode-identity.log"
  start_process gateway "$mode" services/gateway dist/main.js PORT="$gport" INTERNAL_PORT="$giport" PUBLIC_PORT="$gport" \
    IDENTITY_URL="http://127.0.0.1:$iport/graphql" IDENTITY_INTERNAL_URL="http://127.0.0.1:$iiport" "$@"
  wait_http "http://127.0.0.1:$giport/readyz" gateway ".local/logs/$mode-gateway.log"
}

stop_apps() {
  local mode=$1 f
  for f in .local/run/app-"$mode"-*.pid; do [ -e "$f" ] && stop_pidfile "$f"; done
  return 0
}
