#!/usr/bin/env bash
# Tempo local infrastructure: PostgreSQL 15, Redis 7, Kafka 3.9.1 (KRaft), Mailpit.
#
# Usage: bash infra/local/stack.sh <command>
#   up       install whatever is missing, then start every component (idempotent)
#   status   one line per component: name, address, up/down, who owns the process
#            (exit code 0 when everything is up, 3 otherwise)
#   down     stop the processes this script started; foreign servers are left alone
#   restart  down + up
#   env      print the export line for the connection URLs:
#              eval "$(bash infra/local/stack.sh env)"
#   kafka-topics ARGS...   run Kafka's TopicCommand against the local broker,
#            e.g. `stack.sh kafka-topics --list`
#
# Everything listens on 127.0.0.1 only. State lives in the git-ignored $REPO/.local/:
#   .local/postgres      own PostgreSQL cluster (owned by the postgres OS user)
#   .local/redis         Redis working dir (no persistence)
#   .local/kafka/        libs/ (jars from Maven Central), data/, server.properties, cluster-id
#   .local/mailpit/      Mailpit database
#   .local/bin/          mailpit binary (built from the Go module proxy)
#   .local/logs/*.log    one log per component, plus install/build logs
#   .local/run/          pid files, unix socket dir, lock file
# Delete .local/ (after `down`) to start from scratch.
#
# Ports (environment overrides):
#   PG_PORT=5432  REDIS_PORT=6379  KAFKA_PORT=9092  KAFKA_CONTROLLER_PORT=9093
#   MAILPIT_SMTP_PORT=1025  MAILPIT_HTTP_PORT=8025
#
# Reuse: a server that already answers on a configured port is reused, not
# restarted (probes: pg_isready, redis-cli ping, a Kafka ApiVersions request,
# Mailpit /livez). `status` reports it as "foreign" and `down` never stops it.
# For a reused PostgreSQL the login role tempo/tempo is created when possible.
#
# External infrastructure: if DATABASE_URL, REDIS_URL, KAFKA_BROKERS or SMTP_URL
# is set and points at a host that is not loopback, the matching component
# (postgres, redis, kafka, mailpit) is skipped entirely and the external one is
# used. TEMPO_EXTERNAL_INFRA=1 skips every component. `env` passes such values
# through unchanged.
#
# Requirements: Debian 12 (bookworm). Missing packages are installed with apt-get
# (root, or sudo): postgresql-15, redis-server, default-jre-headless, maven.
# Mailpit needs Go >= 1.24 (a toolchain is fetched from the Go module proxy when
# the local one is missing or older) and, for its web UI, npm.

# shellcheck disable=SC2016 # single-quoted bash -c snippets expand in the child
set -euo pipefail
umask 022

# ---------------------------------------------------------------------------
# Configuration
# ---------------------------------------------------------------------------

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$SCRIPT_DIR/../.." && pwd)
LOCAL=$REPO/.local
RUN=$LOCAL/run
LOGS=$LOCAL/logs

PG_PORT=${PG_PORT:-5432}
REDIS_PORT=${REDIS_PORT:-6379}
KAFKA_PORT=${KAFKA_PORT:-9092}
KAFKA_CONTROLLER_PORT=${KAFKA_CONTROLLER_PORT:-9093}
MAILPIT_SMTP_PORT=${MAILPIT_SMTP_PORT:-1025}
MAILPIT_HTTP_PORT=${MAILPIT_HTTP_PORT:-8025}

HOST=127.0.0.1
PG_MAJOR=15
PG_BIN=/usr/lib/postgresql/$PG_MAJOR/bin
PG_ROLE=tempo
PG_PASSWORD=tempo
MAILPIT_VERSION=v1.27.11
GO_MIN_MINOR=24           # mailpit's go.mod needs go >= 1.24
GO_BOOTSTRAP=1.24.3       # toolchain fetched from the module proxy if needed
KAFKA_POM=$SCRIPT_DIR/kafka/pom.xml
KAFKA_DIR=$LOCAL/kafka
KAFKA_LIBS=$KAFKA_DIR/libs
KAFKA_HEAP_OPTS=${KAFKA_HEAP_OPTS:--Xms512m -Xmx512m}
KAFKA_START_TIMEOUT=${KAFKA_START_TIMEOUT:-90}

COMPONENTS=(postgres redis kafka mailpit)

for _p in PG_PORT REDIS_PORT KAFKA_PORT KAFKA_CONTROLLER_PORT MAILPIT_SMTP_PORT MAILPIT_HTTP_PORT; do
  [[ ${!_p} =~ ^[0-9]+$ ]] || { echo "stack: $_p must be a port number (got '${!_p}')" >&2; exit 2; }
done

# ---------------------------------------------------------------------------
# Output helpers
# ---------------------------------------------------------------------------

say() { printf '[stack] %-8s %s\n' "$1" "${*:2}"; }
note() { printf '[stack] %-8s %s\n' "$1" "${*:2}" >&2; }

# fail COMPONENT MESSAGE [LOGFILE]: print the message and the log tail, exit 1.
fail() {
  local comp=$1 msg=$2 log=${3:-}
  printf '[stack] %-8s FAILED: %s\n' "$comp" "$msg" >&2
  if [[ -n $log && -s $log ]]; then
    printf -- '----- last lines of %s -----\n' "${log#"$REPO"/}" >&2
    tail -n 40 "$log" >&2
    printf -- '-----\n' >&2
  fi
  exit 1
}

rel() { printf '%s' "${1#"$REPO"/}"; }

is_root() { [[ $(id -u) -eq 0 ]]; }

# ---------------------------------------------------------------------------
# External infrastructure detection
# ---------------------------------------------------------------------------

# Host part of "scheme://user:pass@host:port/path" or "host:port".
url_host() {
  local u=$1
  u=${u#*://}
  u=${u%%/*}
  u=${u%%\?*}
  u=${u##*@}
  if [[ $u == \[* ]]; then
    u=${u#\[}; u=${u%%\]*}
  elif [[ $u == *:*:* ]]; then
    : # bare IPv6 address
  else
    u=${u%%:*}
  fi
  printf '%s' "$u"
}

is_loopback_host() {
  case ${1,,} in
    localhost | localhost.localdomain | ::1 | 0:0:0:0:0:0:0:1 | 127.*) return 0 ;;
    *) return 1 ;;
  esac
}

component_var() {
  case $1 in
    postgres) echo DATABASE_URL ;;
    redis) echo REDIS_URL ;;
    kafka) echo KAFKA_BROKERS ;;
    mailpit) echo SMTP_URL ;;
  esac
}

# True when the component is provided from outside and must not be managed here.
is_external() {
  [[ ${TEMPO_EXTERNAL_INFRA:-0} == 1 ]] && return 0
  local var val item
  var=$(component_var "$1")
  val=${!var:-}
  [[ -n $val ]] || return 1
  local IFS=,
  for item in $val; do
    item=${item// /}
    [[ -n $item ]] || continue
    is_loopback_host "$(url_host "$item")" || return 0
  done
  return 1
}

external_desc() {
  local var val
  var=$(component_var "$1")
  val=${!var:-}
  if [[ -n $val ]]; then
    # never echo credentials
    printf '%s from %s' "$(url_host "${val%%,*}")" "$var"
  else
    printf 'TEMPO_EXTERNAL_INFRA=1'
  fi
}

# ---------------------------------------------------------------------------
# Process helpers
# ---------------------------------------------------------------------------

# pid_running PID PATTERN: live (non-zombie) process whose command line contains PATTERN.
pid_running() {
  local pid=$1 pattern=$2 stat cmd
  [[ $pid =~ ^[0-9]+$ ]] || return 1
  stat=$(cat "/proc/$pid/stat" 2>/dev/null) || return 1
  stat=${stat##*) }
  [[ ${stat:0:1} != Z ]] || return 1
  cmd=$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null) || return 1
  [[ $cmd == *"$pattern"* ]]
}

# owned_pid PIDFILE PATTERN: print the pid when the pid file names a live process of ours.
owned_pid() {
  local file=$1 pattern=$2 pid=
  [[ -r $file ]] || return 1
  read -r pid <"$file" || true
  pid_running "$pid" "$pattern" || return 1
  printf '%s' "$pid"
}

# spawn PIDFILE LOGFILE CMD...: start CMD detached (own session), pid written by the child.
spawn() {
  local pidfile=$1 log=$2
  shift 2
  setsid bash -c 'echo $$ >"$0"; exec "$@"' "$pidfile" "$@" </dev/null >>"$log" 2>&1 9>&- &
}

# stop_pid COMPONENT PID PATTERN TIMEOUT: SIGTERM, wait, then SIGKILL.
stop_pid() {
  local comp=$1 pid=$2 pattern=$3 timeout=$4 i
  kill -TERM "$pid" 2>/dev/null || true
  for ((i = 0; i < timeout * 10; i++)); do
    pid_running "$pid" "$pattern" || return 0
    sleep 0.1
  done
  note "$comp" "did not stop within ${timeout}s, sending SIGKILL to $pid"
  kill -KILL "$pid" 2>/dev/null || true
  sleep 0.5
}

# check_ports NAME PID PORTS: a process we own must run with the configured ports.
check_ports() {
  local got
  got=$(cat "$RUN/$1.ports" 2>/dev/null || true)
  [[ -z $got || $got == "$3" ]] ||
    fail "$1" "own process (pid $2) runs with ports $got, not $3; run 'stack.sh down' first"
}

rotate_log() {
  [[ -s $1 ]] && mv -f "$1" "${1%.log}.prev.log"
  : >"$1"
}

# ---------------------------------------------------------------------------
# Probes
# ---------------------------------------------------------------------------

probe_postgres() {
  pg_isready -q -h "$HOST" -p "$PG_PORT" -t 2 >/dev/null 2>&1
}

probe_redis() {
  local out
  out=$(timeout 3 redis-cli -h "$HOST" -p "$REDIS_PORT" ping 2>/dev/null) || return 1
  [[ $out == PONG || $out == NOAUTH* ]]
}

# Sends a Kafka ApiVersions (v0) request and checks the correlation id of the answer,
# so a process that merely holds the port does not count as a broker.
probe_kafka() {
  local out
  out=$(timeout 2 bash -c '
    exec 3<>"/dev/tcp/$0/$1" || exit 1
    printf "\x00\x00\x00\x0e\x00\x12\x00\x00\x00\x00\x00\x07\x00\x04tmpo" >&3
    head -c 8 <&3 | od -An -tx1' "$HOST" "$KAFKA_PORT" 2>/dev/null) || return 1
  read -r -a out <<<"$out"
  [[ ${#out[@]} -eq 8 && "${out[*]:4:4}" == "00 00 00 07" ]]
}

tcp_open() { # host port
  timeout 2 bash -c 'exec 3<>"/dev/tcp/$0/$1"' "$1" "$2" 2>/dev/null
}

probe_smtp() { # expects the "220 ..." greeting
  local line
  line=$(timeout 2 bash -c 'exec 3<>"/dev/tcp/$0/$1" && head -n 1 <&3' "$HOST" "$MAILPIT_SMTP_PORT" 2>/dev/null) || return 1
  [[ $line == 220* ]]
}

probe_mailpit() {
  curl -fsS -o /dev/null --max-time 2 "http://$HOST:$MAILPIT_HTTP_PORT/livez" 2>/dev/null ||
    curl -fsS -o /dev/null --max-time 2 "http://$HOST:$MAILPIT_HTTP_PORT/api/v1/info" 2>/dev/null
}

# ---------------------------------------------------------------------------
# Installation
# ---------------------------------------------------------------------------

java_major() {
  local v
  v=$(java -version 2>&1 | awk -F'"' '/version/ {print $2; exit}')
  v=${v#1.}
  printf '%s' "${v%%.*}"
}

kafka_libs_ok() {
  [[ -f $KAFKA_LIBS/.complete ]] && [[ $(<"$KAFKA_LIBS/.complete") == "$(sha256sum "$KAFKA_POM" | cut -d' ' -f1)" ]]
}

mailpit_bin() {
  if [[ -x $LOCAL/bin/mailpit && $(cat "$LOCAL/bin/mailpit.version" 2>/dev/null) == "$MAILPIT_VERSION" ]]; then
    printf '%s' "$LOCAL/bin/mailpit"
  elif [[ -n ${MAILPIT_BIN:-} && -x ${MAILPIT_BIN:-} ]]; then
    printf '%s' "$MAILPIT_BIN"
  else
    return 1
  fi
}

# Debian packages needed by the components that will run locally.
missing_packages() {
  local -a pkgs=()
  if ! is_external postgres; then
    [[ -x $PG_BIN/initdb ]] || pkgs+=("postgresql-$PG_MAJOR")
    command -v pg_isready >/dev/null && command -v psql >/dev/null || pkgs+=("postgresql-client-$PG_MAJOR")
  fi
  if ! is_external redis; then
    command -v redis-server >/dev/null || pkgs+=(redis-server)
    command -v redis-cli >/dev/null || pkgs+=(redis-tools)
  fi
  if ! is_external kafka; then
    command -v java >/dev/null || pkgs+=(default-jre-headless)
    kafka_libs_ok || command -v mvn >/dev/null || pkgs+=(maven)
  fi
  if ! is_external mailpit; then
    command -v curl >/dev/null || pkgs+=(curl ca-certificates)
    if ! mailpit_bin >/dev/null && ! go_ok; then
      command -v unzip >/dev/null || pkgs+=(unzip)
      command -v curl >/dev/null || pkgs+=(curl ca-certificates)
    fi
  fi
  command -v setsid >/dev/null || pkgs+=(util-linux)
  ((${#pkgs[@]})) && printf '%s\n' "${pkgs[@]}" | sort -u | tr '\n' ' '
  return 0
}

install_packages() {
  local pkgs log=$LOGS/install.log sudo=() policy_added=0
  pkgs=$(missing_packages)
  [[ -n $pkgs ]] || return 0
  if ! is_root; then
    command -v sudo >/dev/null || fail install "missing packages: $pkgs(run as root or install them)"
    sudo=(sudo)
  fi
  say install "apt-get install $pkgs(log: $(rel "$log"))"
  # Keep Debian from auto-starting its own postgres/redis services; this stack runs its own.
  if is_root && [[ ! -e /usr/sbin/policy-rc.d ]]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod 755 /usr/sbin/policy-rc.d
    policy_added=1
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT
    trap 'rm -f /usr/sbin/policy-rc.d; exit 130' INT TERM
  fi
  local t0=$SECONDS rc=0 list
  read -r -a list <<<"$pkgs"
  {
    "${sudo[@]}" apt-get update -q &&
      "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${list[@]}"
  } >>"$log" 2>&1 || rc=$?
  if ((policy_added)); then
    rm -f /usr/sbin/policy-rc.d
    trap - EXIT INT TERM
  fi
  ((rc == 0)) || fail install "apt-get install $pkgs" "$log"
  hash -r
  say install "done in $((SECONDS - t0))s"
}

# ---------------------------------------------------------------------------
# PostgreSQL
# ---------------------------------------------------------------------------

PG_SUPERUSER=postgres
is_root || PG_SUPERUSER=$(id -un)

# Run a command as the cluster owner (initdb and pg_ctl refuse to run as root).
as_pg() {
  if is_root; then
    (cd / && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}

# Resolve PGDATA and the socket dir. The postgres OS user must be able to reach
# $LOCAL; when the clone lives somewhere it cannot (e.g. under /root), the cluster
# goes to /var/lib/postgresql/tempo-<hash> and .local/postgres becomes a symlink.
pg_paths() {
  PG_SOCK=$RUN/pg
  if [[ -L $LOCAL/postgres ]]; then
    PGDATA=$(readlink -f "$LOCAL/postgres")
    PG_SOCK=/tmp
  elif ! is_root || [[ -d $LOCAL/postgres ]] || runuser -u postgres -- test -x "$LOCAL" 2>/dev/null; then
    PGDATA=$LOCAL/postgres
  else
    PGDATA=/var/lib/postgresql/tempo-$(printf '%s' "$REPO" | cksum | cut -d' ' -f1)
    PG_SOCK=/tmp
  fi
  # unix socket paths are limited to ~107 bytes
  ((${#PG_SOCK} < 90)) || PG_SOCK=/tmp
}

# Pid of the postmaster of our cluster (from postmaster.pid) when it is alive.
pg_owned_pid() {
  local pid=
  [[ -r $PGDATA/postmaster.pid ]] || return 1
  read -r pid <"$PGDATA/postmaster.pid" || true
  pid_running "$pid" postgres || return 1
  printf '%s' "$pid"
}

pg_owned_port() { sed -n 4p "$PGDATA/postmaster.pid" 2>/dev/null; }

pg_sql_role() {
  cat <<SQL
DO \$\$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$PG_ROLE') THEN
    CREATE ROLE $PG_ROLE LOGIN SUPERUSER CREATEDB CREATEROLE PASSWORD '$PG_PASSWORD';
  ELSIF $1 THEN
    ALTER ROLE $PG_ROLE LOGIN SUPERUSER CREATEDB CREATEROLE PASSWORD '$PG_PASSWORD';
  END IF;
END
\$\$;
SQL
}

pg_tempo_login_ok() {
  PGPASSWORD=$PG_PASSWORD PGCONNECT_TIMEOUT=3 psql -h "$HOST" -p "$PG_PORT" -U "$PG_ROLE" -d postgres \
    -Atqc 'select 1' >/dev/null 2>&1
}

# ensure_pg_role OURS(true|false)
ensure_pg_role() {
  local ours=$1 dir
  pg_tempo_login_ok && return 0
  for dir in "$PG_SOCK" /var/run/postgresql /tmp; do
    [[ -S $dir/.s.PGSQL.$PG_PORT ]] || continue
    if pg_sql_role "$ours" | as_pg psql -X -q -v ON_ERROR_STOP=1 -h "$dir" -p "$PG_PORT" -U "$PG_SUPERUSER" \
      -d postgres >>"$LOGS/postgres.log" 2>&1 && pg_tempo_login_ok; then
      say postgres "role $PG_ROLE ready"
      return 0
    fi
  done
  if [[ $ours == true ]]; then
    fail postgres "could not create role $PG_ROLE" "$LOGS/postgres.log"
  fi
  note postgres "NOTE: cannot log in as $PG_ROLE/$PG_PASSWORD on the reused server and cannot reach it as a"
  note postgres "      superuser; create it there: CREATE ROLE $PG_ROLE LOGIN SUPERUSER CREATEDB CREATEROLE PASSWORD '$PG_PASSWORD';"
}

pg_write_conf() {
  cat >"$PGDATA/tempo.conf" <<CONF
# Written by infra/local/stack.sh on every 'up'; edit the script, not this file.
listen_addresses = '$HOST'
port = $PG_PORT
unix_socket_directories = '$PG_SOCK'
max_connections = 200
shared_buffers = 128MB
fsync = off
synchronous_commit = off
full_page_writes = off
logging_collector = off
log_line_prefix = '%m [%p] %q%u@%d '
CONF
  chmod 644 "$PGDATA/tempo.conf"
  grep -q "^include_if_exists = 'tempo.conf'" "$PGDATA/postgresql.conf" ||
    printf "\ninclude_if_exists = 'tempo.conf'\n" >>"$PGDATA/postgresql.conf"
}

up_postgres() {
  local log=$LOGS/postgres.log pid i
  pg_paths
  if pid=$(pg_owned_pid); then
    if [[ $(pg_owned_port) != "$PG_PORT" ]]; then
      fail postgres "own cluster is running on port $(pg_owned_port), not $PG_PORT; run 'stack.sh down' first"
    fi
    for ((i = 0; i < 30; i++)); do probe_postgres && break; sleep 1; done
    probe_postgres || fail postgres "own server (pid $pid) does not answer on $HOST:$PG_PORT" "$log"
    say postgres "running on $HOST:$PG_PORT (pid $pid)"
    ensure_pg_role true
    return 0
  fi
  if probe_postgres; then
    say postgres "reusing the server already on $HOST:$PG_PORT (not started by stack.sh)"
    ensure_pg_role false
    return 0
  fi

  [[ -x $PG_BIN/pg_ctl ]] || fail postgres "$PG_BIN/pg_ctl not found (is postgresql-$PG_MAJOR installed?)"
  local owner=postgres
  is_root || owner=$(id -un)
  if [[ ! -s $PGDATA/PG_VERSION ]]; then
    say postgres "initdb $(rel "$PGDATA")"
    mkdir -p "$PGDATA"
    [[ $PGDATA == "$LOCAL/postgres" ]] || ln -sfn "$PGDATA" "$LOCAL/postgres"
    is_root && chown postgres:postgres "$PGDATA"
    chmod 700 "$PGDATA"
    local locale=(--no-locale)
    locale -a 2>/dev/null | grep -qix 'c\.utf-\?8' && locale=(--locale=C.UTF-8)
    as_pg "$PG_BIN/initdb" -D "$PGDATA" -U "$PG_SUPERUSER" -E UTF8 "${locale[@]}" \
      --auth-local=peer --auth-host=scram-sha-256 >>"$log" 2>&1 </dev/null ||
      fail postgres "initdb failed" "$log"
  fi
  [[ $(stat -c %U "$PGDATA") == "$owner" ]] || chown -R "$owner": "$PGDATA"
  mkdir -p "$PG_SOCK"
  if [[ $PG_SOCK != /tmp ]]; then
    is_root && chown postgres:postgres "$PG_SOCK"
    chmod 755 "$PG_SOCK"
  fi
  pg_write_conf

  say postgres "starting on $HOST:$PG_PORT (data $(rel "$PGDATA"))"
  # No -l: the postmaster keeps writing to the log file opened here, so the
  # postgres user needs no write access to .local/logs.
  as_pg "$PG_BIN/pg_ctl" -D "$PGDATA" -w -t 60 start >>"$log" 2>&1 </dev/null 9>&- ||
    fail postgres "pg_ctl start failed" "$log"
  probe_postgres || fail postgres "server started but does not answer on $HOST:$PG_PORT" "$log"
  pid=$(pg_owned_pid) || true
  say postgres "ready (pid ${pid:-?})"
  ensure_pg_role true
}

down_postgres() {
  pg_paths
  local pid
  if pid=$(pg_owned_pid); then
    as_pg "$PG_BIN/pg_ctl" -D "$PGDATA" -m fast -w -t 60 stop >>"$LOGS/postgres.log" 2>&1 </dev/null ||
      stop_pid postgres "$pid" postgres 30
    say postgres "stopped (pid $pid)"
  elif probe_postgres; then
    say postgres "left running on $HOST:$PG_PORT (not started by stack.sh)"
  else
    say postgres "not running"
  fi
}

# ---------------------------------------------------------------------------
# Redis
# ---------------------------------------------------------------------------

REDIS_PIDFILE=$RUN/redis.pid

up_redis() {
  local log=$LOGS/redis.log pid i
  if pid=$(owned_pid "$REDIS_PIDFILE" redis-server); then
    check_ports redis "$pid" "$REDIS_PORT"
    for ((i = 0; i < 50; i++)); do probe_redis && break; sleep 0.2; done
    probe_redis || fail redis "own server (pid $pid) does not answer on $HOST:$REDIS_PORT; run 'stack.sh down' first" "$log"
    say redis "running on $HOST:$REDIS_PORT (pid $pid)"
    return 0
  fi
  if probe_redis; then
    say redis "reusing the server already on $HOST:$REDIS_PORT (not started by stack.sh)"
    return 0
  fi
  mkdir -p "$LOCAL/redis"
  rm -f "$REDIS_PIDFILE"
  echo "$REDIS_PORT" >"$RUN/redis.ports"
  say redis "starting on $HOST:$REDIS_PORT"
  # shellcheck disable=SC2094 # redis appends to its --logfile itself; early errors go to stderr
  redis-server --daemonize yes --bind "$HOST" --port "$REDIS_PORT" --protected-mode yes \
    --save '' --appendonly no --dir "$LOCAL/redis" \
    --pidfile "$REDIS_PIDFILE" --logfile "$log" </dev/null >>"$log" 2>&1 9>&- ||
    fail redis "redis-server failed to start" "$log"
  for ((i = 0; i < 50; i++)); do probe_redis && break; sleep 0.2; done
  probe_redis || fail redis "not answering on $HOST:$REDIS_PORT" "$log"
  for ((i = 0; i < 20; i++)); do [[ -s $REDIS_PIDFILE ]] && break; sleep 0.1; done
  say redis "ready (pid $(cat "$REDIS_PIDFILE" 2>/dev/null || echo '?'))"
}

down_redis() {
  local pid
  if pid=$(owned_pid "$REDIS_PIDFILE" redis-server); then
    stop_pid redis "$pid" redis-server 15
    rm -f "$REDIS_PIDFILE"
    say redis "stopped (pid $pid)"
  elif probe_redis; then
    say redis "left running on $HOST:$REDIS_PORT (not started by stack.sh)"
  else
    say redis "not running"
  fi
}

# ---------------------------------------------------------------------------
# Kafka (KRaft, single node)
# ---------------------------------------------------------------------------

KAFKA_PIDFILE=$RUN/kafka.pid
KAFKA_PATTERN=kafka.Kafka

kafka_java() { # CLASS ARGS... (tools: quiet logging)
  java -Dlog4j.configuration="file:$KAFKA_DIR/tools-log4j.properties" -cp "$KAFKA_LIBS/*" "$@"
}

ensure_kafka_libs() {
  kafka_libs_ok && return 0
  local log=$LOGS/kafka-install.log t0=$SECONDS
  command -v mvn >/dev/null || fail kafka "mvn not found"
  say kafka "fetching Kafka jars from Maven Central (log: $(rel "$log"))"
  rm -rf "$KAFKA_LIBS" "$KAFKA_LIBS.tmp"
  mvn -q -B -Dstyle.color=never -f "$KAFKA_POM" dependency:copy-dependencies -DincludeScope=runtime \
    -DoutputDirectory="$KAFKA_LIBS.tmp" >>"$log" 2>&1 </dev/null ||
    fail kafka "mvn dependency:copy-dependencies failed" "$log"
  sha256sum "$KAFKA_POM" | cut -d' ' -f1 >"$KAFKA_LIBS.tmp/.complete"
  mv "$KAFKA_LIBS.tmp" "$KAFKA_LIBS"
  say kafka "jars ready ($(find "$KAFKA_LIBS" -name '*.jar' | wc -l) jars, $((SECONDS - t0))s)"
}

write_kafka_config() {
  mkdir -p "$KAFKA_DIR/data" "$KAFKA_DIR/logs"
  cat >"$KAFKA_DIR/server.properties" <<PROPS
# Written by infra/local/stack.sh on every 'up'; edit the script, not this file.
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@$HOST:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://$HOST:$KAFKA_PORT,CONTROLLER://$HOST:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://$HOST:$KAFKA_PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$KAFKA_DIR/data
num.partitions=3
default.replication.factor=1
auto.create.topics.enable=true
delete.topic.enable=true
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
num.network.threads=3
num.io.threads=4
log.retention.hours=72
log.segment.bytes=104857600
PROPS
  cat >"$KAFKA_DIR/log4j.properties" <<'PROPS'
# Broker logging: stdout, which stack.sh redirects to .local/logs/kafka.log.
log4j.rootLogger=INFO, stdout
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.org.apache.kafka=INFO
log4j.logger.kafka=INFO
log4j.logger.kafka.request.logger=WARN
log4j.logger.kafka.log.LogCleaner=WARN
log4j.logger.state.change.logger=WARN
log4j.logger.org.apache.kafka.clients=WARN
log4j.logger.org.apache.kafka.common.utils.AppInfoParser=WARN
log4j.logger.org.apache.kafka.storage.internals.log=WARN
log4j.logger.kafka.log=WARN
log4j.logger.kafka.coordinator.group.GroupMetadataManager=WARN
PROPS
  cat >"$KAFKA_DIR/tools-log4j.properties" <<'PROPS'
log4j.rootLogger=WARN, stderr
log4j.appender.stderr=org.apache.log4j.ConsoleAppender
log4j.appender.stderr.Target=System.err
log4j.appender.stderr.layout=org.apache.log4j.PatternLayout
log4j.appender.stderr.layout.ConversionPattern=[%d] %p %m (%c)%n
PROPS
}

format_kafka_storage() {
  [[ -f $KAFKA_DIR/data/meta.properties ]] && return 0
  local id log=$LOGS/kafka-install.log
  if [[ -s $KAFKA_DIR/cluster-id ]]; then
    id=$(<"$KAFKA_DIR/cluster-id")
  else
    id=$(kafka_java kafka.tools.StorageTool random-uuid 2>>"$log" | tail -n 1) ||
      fail kafka "could not generate a cluster id" "$log"
    [[ $id =~ ^[A-Za-z0-9_-]{22}$ ]] || fail kafka "unexpected cluster id '$id'" "$log"
    printf '%s\n' "$id" >"$KAFKA_DIR/cluster-id"
  fi
  say kafka "formatting storage (cluster id $id)"
  kafka_java kafka.tools.StorageTool format -t "$id" -c "$KAFKA_DIR/server.properties" >>"$log" 2>&1 </dev/null ||
    fail kafka "storage format failed" "$log"
}

# wait_kafka PID LOG: until the broker logs "Kafka Server started" and answers requests.
wait_kafka() {
  local pid=$1 log=$2 i
  for ((i = 0; i < KAFKA_START_TIMEOUT * 2; i++)); do
    if ! pid_running "$pid" "$KAFKA_PATTERN"; then
      local why
      why=$(grep -m1 -oE 'Caused by: [^ ]+: .*|(ERROR|FATAL) .*' "$log" 2>/dev/null | cut -c1-200) || true
      fail kafka "process $pid exited during startup${why:+: $why}" "$log"
    fi
    if grep -q 'Kafka Server started' "$log" 2>/dev/null && probe_kafka; then
      return 0
    fi
    sleep 0.5
  done
  stop_pid kafka "$pid" "$KAFKA_PATTERN" 20
  fail kafka "not ready after ${KAFKA_START_TIMEOUT}s (stopped it again)" "$log"
}

up_kafka() {
  local log=$LOGS/kafka.log pid t0=$SECONDS
  if pid=$(owned_pid "$KAFKA_PIDFILE" "$KAFKA_PATTERN"); then
    check_ports kafka "$pid" "$KAFKA_PORT $KAFKA_CONTROLLER_PORT"
    probe_kafka || wait_kafka "$pid" "$log"
    say kafka "running on $HOST:$KAFKA_PORT (pid $pid)"
    return 0
  fi
  if probe_kafka; then
    say kafka "reusing the broker already on $HOST:$KAFKA_PORT (not started by stack.sh)"
    return 0
  fi
  if tcp_open "$HOST" "$KAFKA_PORT"; then
    # Something holds the port but does not speak Kafka (yet): give a starting broker a moment.
    local deadline=$((SECONDS + 10))
    while ((SECONDS < deadline)) && ! probe_kafka; do sleep 0.5; done
    if probe_kafka; then
      say kafka "reusing the broker already on $HOST:$KAFKA_PORT (not started by stack.sh)"
      return 0
    fi
    fail kafka "port $HOST:$KAFKA_PORT is taken by something that is not a Kafka broker"
  fi

  command -v java >/dev/null || fail kafka "java not found"
  local jv
  jv=$(java_major)
  if ! [[ $jv =~ ^[0-9]+$ ]] || ((jv < 11)); then
    fail kafka "Java 11+ required (found '${jv:-none}')"
  fi
  ensure_kafka_libs
  write_kafka_config
  format_kafka_storage

  say kafka "starting on $HOST:$KAFKA_PORT (controller $KAFKA_CONTROLLER_PORT)"
  rotate_log "$log"
  rm -f "$KAFKA_PIDFILE"
  echo "$KAFKA_PORT $KAFKA_CONTROLLER_PORT" >"$RUN/kafka.ports"
  # shellcheck disable=SC2086
  spawn "$KAFKA_PIDFILE" "$log" java $KAFKA_HEAP_OPTS -XX:+UseG1GC -XX:MaxGCPauseMillis=20 \
    -XX:+ExitOnOutOfMemoryError -Djava.awt.headless=true \
    -Dlog4j.configuration="file:$KAFKA_DIR/log4j.properties" -Dkafka.logs.dir="$KAFKA_DIR/logs" \
    -cp "$KAFKA_LIBS/*" kafka.Kafka "$KAFKA_DIR/server.properties"
  local i
  for ((i = 0; i < 50; i++)); do [[ -s $KAFKA_PIDFILE ]] && break; sleep 0.1; done
  pid=$(cat "$KAFKA_PIDFILE" 2>/dev/null) || fail kafka "process did not start" "$log"
  wait_kafka "$pid" "$log"
  say kafka "ready (pid $pid, $((SECONDS - t0))s)"
}

down_kafka() {
  local pid
  if pid=$(owned_pid "$KAFKA_PIDFILE" "$KAFKA_PATTERN"); then
    stop_pid kafka "$pid" "$KAFKA_PATTERN" 60
    rm -f "$KAFKA_PIDFILE"
    say kafka "stopped (pid $pid)"
  elif probe_kafka; then
    say kafka "left running on $HOST:$KAFKA_PORT (not started by stack.sh)"
  else
    rm -f "$KAFKA_PIDFILE"
    say kafka "not running"
  fi
}

# ---------------------------------------------------------------------------
# Mailpit
# ---------------------------------------------------------------------------

MAILPIT_PIDFILE=$RUN/mailpit.pid

go_ok() {
  local v major minor
  v=$(go env GOVERSION 2>/dev/null) || return 1
  IFS=. read -r major minor _ <<<"${v#go}"
  [[ $major =~ ^[0-9]+$ && $minor =~ ^[0-9]+$ ]] || return 1
  ((major > 1 || minor >= GO_MIN_MINOR))
}

# Puts a Go toolchain >= 1.24 on PATH: the installed one, or the official toolchain
# module (golang.org/toolchain) from the Go module proxy into .local/tools/.
ensure_go() {
  go_ok && return 0
  local arch dir zip url log=$LOGS/mailpit-build.log
  case $(uname -m) in
    x86_64) arch=amd64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) fail mailpit "no Go >= 1.$GO_MIN_MINOR and unsupported arch $(uname -m)" ;;
  esac
  dir=$LOCAL/tools/golang.org/toolchain@v0.0.1-go$GO_BOOTSTRAP.linux-$arch
  if [[ ! -x $dir/bin/go ]]; then
    url=$(go env GOPROXY 2>/dev/null || true)
    url=${url:-https://proxy.golang.org}
    url=${url%%[,|]*}
    [[ $url == http* ]] || url=https://proxy.golang.org
    zip=$LOCAL/tools/go$GO_BOOTSTRAP.zip
    mkdir -p "$LOCAL/tools"
    say mailpit "fetching Go $GO_BOOTSTRAP toolchain from the module proxy"
    curl -fsSL --retry 3 -o "$zip" "$url/golang.org/toolchain/@v/v0.0.1-go$GO_BOOTSTRAP.linux-$arch.zip" 2>>"$log" ||
      fail mailpit "could not download the Go toolchain" "$log"
    (cd "$LOCAL/tools" && unzip -q -o "$zip") >>"$log" 2>&1 || fail mailpit "could not unpack the Go toolchain" "$log"
    rm -f "$zip"
    # module zips do not keep file modes
    chmod +x "$dir"/bin/* "$dir"/pkg/tool/*/*
  fi
  export PATH=$dir/bin:$PATH GOTOOLCHAIN=local
  go_ok || fail mailpit "Go toolchain at $(rel "$dir") does not work"
}

# Builds mailpit from the Go module proxy (the web UI bundle is not part of the
# module, so it is built with npm from the module's own sources when npm exists).
build_mailpit() {
  local log=$LOGS/mailpit-build.log src=$LOCAL/build/mailpit t0=$SECONDS dir
  ensure_go
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

up_mailpit() {
  local log=$LOGS/mailpit.log pid bin i
  if pid=$(owned_pid "$MAILPIT_PIDFILE" mailpit); then
    check_ports mailpit "$pid" "$MAILPIT_SMTP_PORT $MAILPIT_HTTP_PORT"
    for ((i = 0; i < 50; i++)); do probe_mailpit && break; sleep 0.2; done
    probe_mailpit || fail mailpit "own process (pid $pid) does not answer on $HOST:$MAILPIT_HTTP_PORT; run 'stack.sh down' first" "$log"
    say mailpit "running on smtp $HOST:$MAILPIT_SMTP_PORT, http $HOST:$MAILPIT_HTTP_PORT (pid $pid)"
    return 0
  fi
  if probe_mailpit; then
    say mailpit "reusing the server already on $HOST:$MAILPIT_HTTP_PORT (not started by stack.sh)"
    probe_smtp || note mailpit "NOTE: no SMTP server answers on $HOST:$MAILPIT_SMTP_PORT"
    return 0
  fi
  if ! bin=$(mailpit_bin); then
    build_mailpit
    bin=$(mailpit_bin) || fail mailpit "no mailpit binary after the build"
  fi
  mkdir -p "$LOCAL/mailpit"
  say mailpit "starting smtp $HOST:$MAILPIT_SMTP_PORT, http $HOST:$MAILPIT_HTTP_PORT"
  rotate_log "$log"
  rm -f "$MAILPIT_PIDFILE"
  echo "$MAILPIT_SMTP_PORT $MAILPIT_HTTP_PORT" >"$RUN/mailpit.ports"
  spawn "$MAILPIT_PIDFILE" "$log" "$bin" \
    --smtp "$HOST:$MAILPIT_SMTP_PORT" --listen "$HOST:$MAILPIT_HTTP_PORT" \
    --database "$LOCAL/mailpit/mailpit.db" \
    --smtp-auth-accept-any --smtp-auth-allow-insecure --smtp-disable-rdns --disable-version-check
  for ((i = 0; i < 50; i++)); do [[ -s $MAILPIT_PIDFILE ]] && break; sleep 0.1; done
  pid=$(cat "$MAILPIT_PIDFILE" 2>/dev/null) || fail mailpit "process did not start" "$log"
  for ((i = 0; i < 100; i++)); do
    pid_running "$pid" mailpit || fail mailpit "process exited during startup" "$log"
    probe_mailpit && probe_smtp && break
    sleep 0.2
  done
  sleep 0.3 # bind errors of the second listener are fatal a moment later
  pid_running "$pid" mailpit || fail mailpit "process exited during startup" "$log"
  if ! probe_mailpit || ! probe_smtp; then
    stop_pid mailpit "$pid" mailpit 10
    fail mailpit "not answering on smtp $HOST:$MAILPIT_SMTP_PORT / http $HOST:$MAILPIT_HTTP_PORT (stopped it again)" "$log"
  fi
  say mailpit "ready (pid $pid)"
}

down_mailpit() {
  local pid
  if pid=$(owned_pid "$MAILPIT_PIDFILE" mailpit); then
    stop_pid mailpit "$pid" mailpit 15
    rm -f "$MAILPIT_PIDFILE"
    say mailpit "stopped (pid $pid)"
  elif probe_mailpit; then
    say mailpit "left running on $HOST:$MAILPIT_HTTP_PORT (not started by stack.sh)"
  else
    rm -f "$MAILPIT_PIDFILE"
    say mailpit "not running"
  fi
}

# ---------------------------------------------------------------------------
# Commands
# ---------------------------------------------------------------------------

lock() {
  mkdir -p "$RUN" "$LOGS"
  exec 9>"$RUN/stack.lock"
  flock -w 600 9 || { echo "stack: another stack.sh is still running" >&2; exit 1; }
}

cmd_up() {
  local t0=$SECONDS c
  lock
  install_packages
  for c in "${COMPONENTS[@]}"; do
    if is_external "$c"; then
      say "$c" "skipped, using the external one: $(external_desc "$c")"
    else
      "up_$c"
    fi
  done
  say stack "up in $((SECONDS - t0))s. Connection settings: eval \"\$(bash infra/local/stack.sh env)\""
}

# component_pid NAME: pid of the process this script started for NAME, if it is alive.
component_pid() {
  case $1 in
    postgres) pg_paths && pg_owned_pid ;;
    redis) owned_pid "$REDIS_PIDFILE" redis-server ;;
    kafka) owned_pid "$KAFKA_PIDFILE" "$KAFKA_PATTERN" ;;
    mailpit) owned_pid "$MAILPIT_PIDFILE" mailpit ;;
  esac
}

cmd_down() {
  local c i
  lock
  for ((i = ${#COMPONENTS[@]} - 1; i >= 0; i--)); do
    c=${COMPONENTS[i]}
    # processes we started are stopped even if the component is now external
    if is_external "$c" && ! component_pid "$c" >/dev/null; then
      say "$c" "external, nothing to stop"
    else
      "down_$c"
    fi
  done
}

status_line() { # name address state owner
  printf '%-9s %-24s %-5s %s\n' "$1" "$2" "$3" "$4"
}

# Port of a URL / host:port, or the given default.
url_port() {
  local u=${1#*://} def=$2
  u=${u%%/*}
  u=${u%%\?*}
  u=${u##*@}
  u=${u##*\]}
  if [[ $u == *:* && $u != *:*:* ]]; then
    printf '%s' "${u##*:}"
  else
    printf '%s' "$def"
  fi
}

cmd_status() {
  local all_up=0 c var val host port addr state owner pid
  for c in "${COMPONENTS[@]}"; do
    if is_external "$c"; then
      var=$(component_var "$c")
      val=${!var:-}
      val=${val%%,*}
      if [[ -n $val ]]; then
        host=$(url_host "$val")
        case $c in
          postgres) port=$(url_port "$val" 5432) ;;
          redis) port=$(url_port "$val" 6379) ;;
          kafka) port=$(url_port "$val" 9092) ;;
          mailpit) port=$(url_port "$val" 25) ;;
        esac
        # credentials/TLS of external services are unknown here: report TCP reachability
        tcp_open "$host" "$port" && state=up || state=down
        status_line "$c" "$host:$port" "$state" "external ($var)"
      else
        state=down
        status_line "$c" - '?' "external (TEMPO_EXTERNAL_INFRA=1)"
      fi
      [[ $state == up ]] || all_up=1
      continue
    fi
    case $c in
      postgres) addr=$HOST:$PG_PORT && probe_postgres ;;
      redis) addr=$HOST:$REDIS_PORT && probe_redis ;;
      kafka) addr=$HOST:$KAFKA_PORT && probe_kafka ;;
      mailpit) addr=$HOST:$MAILPIT_SMTP_PORT+$MAILPIT_HTTP_PORT && probe_mailpit ;;
    esac && state=up || state=down
    if pid=$(component_pid "$c"); then
      owner="ours (pid $pid)"
    elif [[ $state == up ]]; then
      owner="foreign (not started by stack.sh)"
    else
      owner=-
    fi
    [[ $state == up ]] || all_up=1
    status_line "$c" "$addr" "$state" "$owner"
  done
  return $((all_up ? 3 : 0))
}

# Shell-quote a value for `eval` only when it needs it.
shq() {
  if [[ $1 =~ ^[A-Za-z0-9_./:@%+,=-]*$ ]]; then
    printf '%s' "$1"
  else
    printf "'%s'" "${1//\'/\'\\\'\'}"
  fi
}

cmd_env() {
  local -a out=()
  local var
  if is_external postgres; then
    [[ -n ${DATABASE_URL:-} ]] && out+=("DATABASE_URL=$(shq "$DATABASE_URL")")
  else
    out+=("DATABASE_URL=postgres://$PG_ROLE:$PG_PASSWORD@$HOST:$PG_PORT/postgres")
  fi
  if is_external redis; then
    [[ -n ${REDIS_URL:-} ]] && out+=("REDIS_URL=$(shq "$REDIS_URL")")
  else
    out+=("REDIS_URL=redis://$HOST:$REDIS_PORT")
  fi
  if is_external kafka; then
    [[ -n ${KAFKA_BROKERS:-} ]] && out+=("KAFKA_BROKERS=$(shq "$KAFKA_BROKERS")")
  else
    out+=("KAFKA_BROKERS=$HOST:$KAFKA_PORT")
  fi
  if is_external mailpit; then
    for var in SMTP_URL MAILPIT_URL; do
      [[ -n ${!var:-} ]] && out+=("$var=$(shq "${!var}")")
    done
  else
    out+=("SMTP_URL=smtp://$HOST:$MAILPIT_SMTP_PORT" "MAILPIT_URL=http://$HOST:$MAILPIT_HTTP_PORT")
  fi
  ((${#out[@]})) && echo "export ${out[*]}"
  return 0
}

cmd_kafka_topics() {
  kafka_libs_ok || { echo "stack: Kafka jars missing; run 'stack.sh up' first" >&2; exit 1; }
  [[ -f $KAFKA_DIR/tools-log4j.properties ]] || write_kafka_config
  local brokers=$HOST:$KAFKA_PORT
  is_external kafka && brokers=${KAFKA_BROKERS:-$brokers}
  kafka_java org.apache.kafka.tools.TopicCommand --bootstrap-server "$brokers" "$@"
}

usage() {
  sed -n '2,/^$/{s/^# \{0,1\}//;p}' "${BASH_SOURCE[0]}"
}

main() {
  local cmd=${1:-}
  [[ $# -gt 0 ]] && shift
  case $cmd in
    up) cmd_up ;;
    down) cmd_down ;;
    restart)
      cmd_down
      cmd_up
      ;;
    status) cmd_status ;;
    env) cmd_env ;;
    kafka-topics) cmd_kafka_topics "$@" ;;
    -h | --help | help) usage ;;
    *)
      usage >&2
      exit 2
      ;;
  esac
}

main "$@"
