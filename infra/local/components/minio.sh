# shellcheck shell=bash
# MinIO: the S3-compatible object store for photos and files, built from the Go
# module proxy (go install) into .local/bin, or a server that already answers
# on $MINIO_PORT. Data lives in .local/minio/data. Sourced by infra/local/stack.sh.

# github.com/minio/minio publishes no module tags; this is its master of 2026-02-12.
MINIO_VERSION=v0.0.0-20260212201848-7aac2a2c5b7c
MINIO_PIDFILE=$RUN/minio.pid
MINIO_PATTERN='minio server'
# Fixed credentials of the local server (loopback only, never used elsewhere).
MINIO_ACCESS_KEY=tempo-local
MINIO_SECRET_KEY=tempo-local-secret
MINIO_BUCKET=${S3_BUCKET:-tempo-local}

EXTERNAL_VAR[minio]=S3_URL
EXTERNAL_PORT[minio]=443
ENV_VARS[minio]="S3_URL S3_BUCKET"

minio_bin() { go_bin minio "$MINIO_VERSION" MINIO_BIN; }

minio_packages() {
  command -v curl >/dev/null || printf '%s\n' curl ca-certificates
  minio_bin >/dev/null || go_packages
  return 0
}

minio_probe() {
  curl -fsS -o /dev/null --max-time 2 "http://$HOST:$MINIO_PORT/minio/health/live" 2>/dev/null
}

minio_ready() {
  curl -fsS -o /dev/null --max-time 2 "http://$HOST:$MINIO_PORT/minio/health/ready" 2>/dev/null
}

# The console's port: MINIO_CONSOLE_PORT, else 9001, or the next free port
# after it when 9001 is taken by something else.
minio_console_port() {
  local p
  if [[ -n $MINIO_CONSOLE_PORT ]]; then
    printf '%s' "$MINIO_CONSOLE_PORT"
    return 0
  fi
  for ((p = 9001; p < 9021; p++)); do
    ((p == MINIO_PORT)) && continue
    tcp_open "$HOST" "$p" || break
  done
  printf '%s' "$p"
}

minio_address() {
  local console
  console=$(cat "$RUN/minio.console" 2>/dev/null || true)
  printf '%s' "$HOST:$MINIO_PORT${console:++$console}"
}

minio_env() {
  printf '%s' "S3_URL=http://$MINIO_ACCESS_KEY:$MINIO_SECRET_KEY@$HOST:$MINIO_PORT S3_BUCKET=$(shq "$MINIO_BUCKET")"
}

minio_pid() { owned_pid "$MINIO_PIDFILE" "$MINIO_PATTERN"; }

# Builds minio with `go install` when no binary of $MINIO_VERSION is there
# (about five minutes on a fresh machine; the binary is kept in .local/bin).
minio_install() {
  minio_bin >/dev/null && return 0
  local log=$LOGS/minio-build.log out=$LOCAL/build/minio t0=$SECONDS
  ensure_go minio "$log"
  say minio "building minio $MINIO_VERSION with $(go env GOVERSION), a few minutes (log: $(rel "$log"))"
  rm -rf "$out"
  mkdir -p "$out" "$LOCAL/bin"
  (cd / && CGO_ENABLED=0 GOFLAGS='' GOWORK=off GOBIN=$out go install -trimpath -ldflags '-s -w' \
    "github.com/minio/minio@$MINIO_VERSION") >>"$log" 2>&1 </dev/null || fail minio "go install failed" "$log"
  mv -f "$out/minio" "$LOCAL/bin/minio"
  printf '%s\n' "$MINIO_VERSION" >"$LOCAL/bin/minio.version"
  rm -rf "$out"
  rmdir "$LOCAL/build" 2>/dev/null || true
  say minio "built $(rel "$LOCAL/bin/minio") in $((SECONDS - t0))s"
}

# minio_wait PID LOG: until the server reports ready (the first start formats
# the data directory).
minio_wait() {
  local pid=$1 log=$2 i
  for ((i = 0; i < 300; i++)); do
    pid_running "$pid" "$MINIO_PATTERN" || fail minio "process exited during startup" "$log"
    minio_ready && return 0
    sleep 0.2
  done
  stop_pid minio "$pid" "$MINIO_PATTERN" 15
  fail minio "not ready on $HOST:$MINIO_PORT after 60s (stopped it again)" "$log"
}

minio_up() {
  local log=$LOGS/minio.log pid bin console i
  if pid=$(minio_pid); then
    check_ports minio "$pid" "$MINIO_PORT"
    for ((i = 0; i < 150; i++)); do minio_ready && break; sleep 0.2; done
    minio_ready || fail minio "own process (pid $pid) is not ready on $HOST:$MINIO_PORT; run 'stack.sh down' first" "$log"
    say minio "running on $(minio_address) (pid $pid)"
    return 0
  fi
  rm -f "$RUN/minio.console"
  if minio_probe; then
    say minio "reusing the server already on $HOST:$MINIO_PORT (not started by stack.sh; S3_URL assumes the credentials $MINIO_ACCESS_KEY)"
    return 0
  fi
  minio_install
  bin=$(minio_bin) || fail minio "no minio binary after the build"
  console=$(minio_console_port)
  mkdir -p "$LOCAL/minio/data" "$LOCAL/minio/certs"
  say minio "starting api $HOST:$MINIO_PORT, console $HOST:$console"
  rotate_log "$log"
  rm -f "$MINIO_PIDFILE"
  echo "$MINIO_PORT" >"$RUN/minio.ports"
  echo "$console" >"$RUN/minio.console"
  spawn "$MINIO_PIDFILE" "$log" env MINIO_ROOT_USER="$MINIO_ACCESS_KEY" MINIO_ROOT_PASSWORD="$MINIO_SECRET_KEY" \
    MINIO_UPDATE=off MINIO_BROWSER=on "$bin" server --address "$HOST:$MINIO_PORT" --console-address "$HOST:$console" \
    --certs-dir "$LOCAL/minio/certs" "$LOCAL/minio/data"
  wait_pidfile "$MINIO_PIDFILE"
  pid=$(cat "$MINIO_PIDFILE" 2>/dev/null) || fail minio "process did not start" "$log"
  minio_wait "$pid" "$log"
  say minio "ready (pid $pid)"
}

minio_down() {
  stop_owned minio "$MINIO_PIDFILE" "$MINIO_PATTERN" 15 "$HOST:$MINIO_PORT"
  rm -f "$RUN/minio.console"
}
