# shellcheck shell=bash
# Redis: its own redis-server without persistence, or a server that already
# answers on $REDIS_PORT. Sourced by infra/local/stack.sh.

REDIS_PIDFILE=$RUN/redis.pid

EXTERNAL_VAR[redis]=REDIS_URL
EXTERNAL_PORT[redis]=6379
ENV_VARS[redis]=REDIS_URL

redis_packages() {
  command -v redis-server >/dev/null || echo redis-server
  command -v redis-cli >/dev/null || echo redis-tools
  return 0
}

redis_install() {
  command -v redis-server >/dev/null || fail redis "redis-server not found (is redis-server installed?)"
}

redis_probe() {
  local out
  out=$(timeout 3 redis-cli -h "$HOST" -p "$REDIS_PORT" ping 2>/dev/null) || return 1
  [[ $out == PONG || $out == NOAUTH* ]]
}

redis_address() { printf '%s' "$HOST:$REDIS_PORT"; }

redis_env() { printf '%s' "REDIS_URL=redis://$HOST:$REDIS_PORT"; }

redis_pid() { owned_pid "$REDIS_PIDFILE" redis-server; }

redis_up() {
  local log=$LOGS/redis.log pid i
  if pid=$(redis_pid); then
    check_ports redis "$pid" "$REDIS_PORT"
    for ((i = 0; i < 50; i++)); do redis_probe && break; sleep 0.2; done
    redis_probe || fail redis "own server (pid $pid) does not answer on $HOST:$REDIS_PORT; run 'stack.sh down' first" "$log"
    say redis "running on $HOST:$REDIS_PORT (pid $pid)"
    return 0
  fi
  if redis_probe; then
    say redis "reusing the server already on $HOST:$REDIS_PORT (not started by stack.sh)"
    return 0
  fi
  redis_install
  mkdir -p "$LOCAL/redis"
  rm -f "$REDIS_PIDFILE"
  echo "$REDIS_PORT" >"$RUN/redis.ports"
  say redis "starting on $HOST:$REDIS_PORT"
  # shellcheck disable=SC2094 # redis appends to its --logfile itself; early errors go to stderr
  redis-server --daemonize yes --bind "$HOST" --port "$REDIS_PORT" --protected-mode yes \
    --save '' --appendonly no --dir "$LOCAL/redis" \
    --pidfile "$REDIS_PIDFILE" --logfile "$log" </dev/null >>"$log" 2>&1 9>&- ||
    fail redis "redis-server failed to start" "$log"
  for ((i = 0; i < 50; i++)); do redis_probe && break; sleep 0.2; done
  redis_probe || fail redis "not answering on $HOST:$REDIS_PORT" "$log"
  for ((i = 0; i < 20; i++)); do [[ -s $REDIS_PIDFILE ]] && break; sleep 0.1; done
  say redis "ready (pid $(cat "$REDIS_PIDFILE" 2>/dev/null || echo '?'))"
}

redis_down() {
  stop_owned redis "$REDIS_PIDFILE" redis-server 15 "$HOST:$REDIS_PORT"
}
