# shellcheck shell=bash
# Mailpit: SMTP and the mail viewer, built from the Go module proxy into
# .local/bin, or a server that already answers on $MAILPIT_HTTP_PORT.
# Sourced by infra/local/stack.sh.

MAILPIT_VERSION=v1.27.11
MAILPIT_PIDFILE=$RUN/mailpit.pid

EXTERNAL_VAR[mailpit]=SMTP_URL
EXTERNAL_PORT[mailpit]=25
ENV_VARS[mailpit]="SMTP_URL MAILPIT_URL"

mailpit_bin() { go_bin mailpit "$MAILPIT_VERSION" MAILPIT_BIN; }

mailpit_packages() {
  command -v curl >/dev/null || printf '%s\n' curl ca-certificates
  mailpit_bin >/dev/null || go_packages
  return 0
}

mailpit_probe() {
  curl -fsS -o /dev/null --max-time 2 "http://$HOST:$MAILPIT_HTTP_PORT/livez" 2>/dev/null ||
    curl -fsS -o /dev/null --max-time 2 "http://$HOST:$MAILPIT_HTTP_PORT/api/v1/info" 2>/dev/null
}

mailpit_smtp_probe() { # expects the "220 ..." greeting
  local line
  # shellcheck disable=SC2016 # expanded by the child shell
  line=$(timeout 2 bash -c 'exec 3<>"/dev/tcp/$0/$1" && head -n 1 <&3' "$HOST" "$MAILPIT_SMTP_PORT" 2>/dev/null) || return 1
  [[ $line == 220* ]]
}

mailpit_address() { printf '%s' "$HOST:$MAILPIT_SMTP_PORT+$MAILPIT_HTTP_PORT"; }

mailpit_env() { printf '%s' "SMTP_URL=smtp://$HOST:$MAILPIT_SMTP_PORT MAILPIT_URL=http://$HOST:$MAILPIT_HTTP_PORT"; }

mailpit_pid() { owned_pid "$MAILPIT_PIDFILE" mailpit; }

# Builds mailpit from the Go module proxy when no binary of $MAILPIT_VERSION is
# there (the web UI bundle is not part of the module, so it is built with npm
# from the module's own sources when npm exists).
mailpit_install() {
  mailpit_bin >/dev/null && return 0
  local log=$LOGS/mailpit-build.log src=$LOCAL/build/mailpit t0=$SECONDS dir
  ensure_go mailpit "$log"
  say mailpit "building mailpit $MAILPIT_VERSION with $(go env GOVERSION) (log: $(rel "$log"))"
  mkdir -p "$LOCAL/build" "$LOCAL/bin"
  dir=$(cd / && GOFLAGS='' GOWORK=off go mod download -json "github.com/axllent/mailpit@$MAILPIT_VERSION" 2>>"$log" |
    sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p') || true
  [[ -n $dir && -f $dir/go.mod ]] || fail mailpit "go mod download github.com/axllent/mailpit@$MAILPIT_VERSION failed" "$log"
  rm -rf "$src"
  cp -R "$dir" "$src"
  chmod -R u+w "$src"
  if command -v npm >/dev/null; then
    if (cd "$src" && npm ci --no-audit --no-fund --loglevel=error && npm run build) >>"$log" 2>&1 </dev/null; then
      say mailpit "web UI built ($((SECONDS - t0))s)"
    else
      note mailpit "web UI build failed, building API-only (see $(rel "$log"))"
    fi
  else
    note mailpit "npm not found: building without the web UI (the API still works)"
  fi
  (cd "$src" && CGO_ENABLED=0 GOFLAGS='' GOWORK=off go build -buildvcs=false -trimpath \
    -ldflags "-s -w -X github.com/axllent/mailpit/config.Version=$MAILPIT_VERSION" \
    -o "$LOCAL/bin/mailpit.tmp" .) >>"$log" 2>&1 </dev/null || fail mailpit "go build failed" "$log"
  mv -f "$LOCAL/bin/mailpit.tmp" "$LOCAL/bin/mailpit"
  printf '%s\n' "$MAILPIT_VERSION" >"$LOCAL/bin/mailpit.version"
  rm -rf "$src"
  rmdir "$LOCAL/build" 2>/dev/null || true
  say mailpit "built $(rel "$LOCAL/bin/mailpit") in $((SECONDS - t0))s"
}

# mailpit_wait PID LOG: until both listeners answer; a bind error of the second
# listener is fatal a moment after the first answers.
mailpit_wait() {
  local pid=$1 log=$2 i
  for ((i = 0; i < 100; i++)); do
    pid_running "$pid" mailpit || fail mailpit "process exited during startup" "$log"
    mailpit_probe && mailpit_smtp_probe && break
    sleep 0.2
  done
  sleep 0.3
  pid_running "$pid" mailpit || fail mailpit "process exited during startup" "$log"
  if ! mailpit_probe || ! mailpit_smtp_probe; then
    stop_pid mailpit "$pid" mailpit 10
    fail mailpit "not answering on smtp $HOST:$MAILPIT_SMTP_PORT / http $HOST:$MAILPIT_HTTP_PORT (stopped it again)" "$log"
  fi
}

mailpit_up() {
  local log=$LOGS/mailpit.log pid bin i
  if pid=$(mailpit_pid); then
    check_ports mailpit "$pid" "$MAILPIT_SMTP_PORT $MAILPIT_HTTP_PORT"
    for ((i = 0; i < 50; i++)); do mailpit_probe && break; sleep 0.2; done
    mailpit_probe || fail mailpit "own process (pid $pid) does not answer on $HOST:$MAILPIT_HTTP_PORT; run 'stack.sh down' first" "$log"
    say mailpit "running on smtp $HOST:$MAILPIT_SMTP_PORT, http $HOST:$MAILPIT_HTTP_PORT (pid $pid)"
    return 0
  fi
  if mailpit_probe; then
    say mailpit "reusing the server already on $HOST:$MAILPIT_HTTP_PORT (not started by stack.sh)"
    mailpit_smtp_probe || note mailpit "NOTE: no SMTP server answers on $HOST:$MAILPIT_SMTP_PORT"
    return 0
  fi
  mailpit_install
  bin=$(mailpit_bin) || fail mailpit "no mailpit binary after the build"
  mkdir -p "$LOCAL/mailpit"
  say mailpit "starting smtp $HOST:$MAILPIT_SMTP_PORT, http $HOST:$MAILPIT_HTTP_PORT"
  rotate_log "$log"
  rm -f "$MAILPIT_PIDFILE"
  echo "$MAILPIT_SMTP_PORT $MAILPIT_HTTP_PORT" >"$RUN/mailpit.ports"
  spawn "$MAILPIT_PIDFILE" "$log" "$bin" \
    --smtp "$HOST:$MAILPIT_SMTP_PORT" --listen "$HOST:$MAILPIT_HTTP_PORT" \
    --database "$LOCAL/mailpit/mailpit.db" \
    --smtp-auth-accept-any --smtp-auth-allow-insecure --smtp-disable-rdns --disable-version-check
  wait_pidfile "$MAILPIT_PIDFILE"
  pid=$(cat "$MAILPIT_PIDFILE" 2>/dev/null) || fail mailpit "process did not start" "$log"
  mailpit_wait "$pid" "$log"
  say mailpit "ready (pid $pid)"
}

mailpit_down() {
  stop_owned mailpit "$MAILPIT_PIDFILE" mailpit 15 "$HOST:$MAILPIT_HTTP_PORT"
}
