# shellcheck shell=bash
# PostgreSQL 15: its own cluster under .local/postgres, or a server that already
# answers on $PG_PORT, with the login role tempo/tempo. Sourced by infra/local/stack.sh.

PG_MAJOR=15
PG_BIN=/usr/lib/postgresql/$PG_MAJOR/bin
PG_ROLE=tempo
PG_PASSWORD=tempo
PG_SUPERUSER=postgres
is_root || PG_SUPERUSER=$(id -un)

EXTERNAL_VAR[postgres]=DATABASE_URL
EXTERNAL_PORT[postgres]=5432
ENV_VARS[postgres]=DATABASE_URL

postgres_packages() {
  [[ -x $PG_BIN/initdb ]] || echo "postgresql-$PG_MAJOR"
  command -v pg_isready >/dev/null && command -v psql >/dev/null || echo "postgresql-client-$PG_MAJOR"
  return 0
}

postgres_install() {
  [[ -x $PG_BIN/pg_ctl ]] || fail postgres "$PG_BIN/pg_ctl not found (is postgresql-$PG_MAJOR installed?)"
}

postgres_probe() {
  pg_isready -q -h "$HOST" -p "$PG_PORT" -t 2 >/dev/null 2>&1
}

postgres_address() { printf '%s' "$HOST:$PG_PORT"; }

postgres_env() { printf '%s' "DATABASE_URL=postgres://$PG_ROLE:$PG_PASSWORD@$HOST:$PG_PORT/postgres"; }

# Run a command as the cluster owner (initdb and pg_ctl refuse to run as root).
as_pg() {
  if is_root; then
    (cd / && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}

# Resolve PGDATA and the socket dir. The postgres OS user must be able to reach
# $LOCAL; when it cannot (e.g. a clone under /root), the cluster goes to
# /var/lib/postgresql/tempo-<hash> and .local/postgres becomes a symlink.
pg_paths() {
  PG_SOCK=$RUN/pg
  if [[ -L $LOCAL/postgres ]]; then
    PGDATA=$(readlink -f "$LOCAL/postgres")
    PG_SOCK=/tmp
  elif ! is_root || [[ -d $LOCAL/postgres ]] || runuser -u postgres -- test -x "$LOCAL" 2>/dev/null; then
    PGDATA=$LOCAL/postgres
  else
    local key=$REPO
    [[ $LOCAL == "$REPO/.local" ]] || key=$LOCAL
    PGDATA=/var/lib/postgresql/tempo-$(printf '%s' "$key" | cksum | cut -d' ' -f1)
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

postgres_pid() { pg_paths && pg_owned_pid; }

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

# The settings of our cluster. Failed statements log their error message only:
# no DETAIL (key values), no STATEMENT (literals), so no data lands in postgres.log.
pg_conf() {
  cat <<CONF
# Written by infra/local/stack.sh on every 'up'; edit infra/local/components/postgres.sh, not this file.
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
log_error_verbosity = terse
log_min_error_statement = panic
CONF
}

# pg_write_conf: (re)writes tempo.conf; returns 1 when it was already up to date.
pg_write_conf() {
  local conf
  conf=$(pg_conf)
  grep -q "^include_if_exists = 'tempo.conf'" "$PGDATA/postgresql.conf" ||
    printf "\ninclude_if_exists = 'tempo.conf'\n" >>"$PGDATA/postgresql.conf"
  [[ -f $PGDATA/tempo.conf && $(<"$PGDATA/tempo.conf") == "$conf" ]] && return 1
  printf '%s\n' "$conf" >"$PGDATA/tempo.conf"
  chmod 644 "$PGDATA/tempo.conf"
}

pg_initdb() {
  local log=$1 locale=(--no-locale)
  say postgres "initdb $(rel "$PGDATA")"
  mkdir -p "$PGDATA"
  [[ $PGDATA == "$LOCAL/postgres" ]] || ln -sfn "$PGDATA" "$LOCAL/postgres"
  is_root && chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  locale -a 2>/dev/null | grep -qix 'c\.utf-\?8' && locale=(--locale=C.UTF-8)
  as_pg "$PG_BIN/initdb" -D "$PGDATA" -U "$PG_SUPERUSER" -E UTF8 "${locale[@]}" \
    --auth-local=peer --auth-host=scram-sha-256 >>"$log" 2>&1 </dev/null ||
    fail postgres "initdb failed" "$log"
}

postgres_up() {
  local log=$LOGS/postgres.log pid i owner=postgres
  pg_paths
  if pid=$(pg_owned_pid); then
    if [[ $(pg_owned_port) != "$PG_PORT" ]]; then
      fail postgres "own cluster is running on port $(pg_owned_port), not $PG_PORT; run 'stack.sh down' first"
    fi
    for ((i = 0; i < 30; i++)); do postgres_probe && break; sleep 1; done
    postgres_probe || fail postgres "own server (pid $pid) does not answer on $HOST:$PG_PORT" "$log"
    say postgres "running on $HOST:$PG_PORT (pid $pid)"
    if pg_write_conf; then
      as_pg "$PG_BIN/pg_ctl" -D "$PGDATA" reload >>"$log" 2>&1 </dev/null 9>&- ||
        fail postgres "pg_ctl reload failed" "$log"
      say postgres "settings changed, reloaded"
    fi
    ensure_pg_role true
    return 0
  fi
  if postgres_probe; then
    say postgres "reusing the server already on $HOST:$PG_PORT (not started by stack.sh)"
    ensure_pg_role false
    return 0
  fi

  postgres_install
  is_root || owner=$(id -un)
  [[ -s $PGDATA/PG_VERSION ]] || pg_initdb "$log"
  [[ $(stat -c %U "$PGDATA") == "$owner" ]] || chown -R "$owner": "$PGDATA"
  mkdir -p "$PG_SOCK"
  if [[ $PG_SOCK != /tmp ]]; then
    is_root && chown postgres:postgres "$PG_SOCK"
    chmod 755 "$PG_SOCK"
  fi
  pg_write_conf || true

  say postgres "starting on $HOST:$PG_PORT (data $(rel "$PGDATA"))"
  # No -l: the postmaster keeps writing to the log file opened here, so the
  # postgres user needs no write access to .local/logs.
  as_pg "$PG_BIN/pg_ctl" -D "$PGDATA" -w -t 60 start >>"$log" 2>&1 </dev/null 9>&- ||
    fail postgres "pg_ctl start failed" "$log"
  postgres_probe || fail postgres "server started but does not answer on $HOST:$PG_PORT" "$log"
  pid=$(pg_owned_pid) || true
  say postgres "ready (pid ${pid:-?})"
  ensure_pg_role true
}

postgres_down() {
  pg_paths
  local pid
  if pid=$(pg_owned_pid); then
    as_pg "$PG_BIN/pg_ctl" -D "$PGDATA" -m fast -w -t 60 stop >>"$LOGS/postgres.log" 2>&1 </dev/null ||
      stop_pid postgres "$pid" postgres 30
    say postgres "stopped (pid $pid)"
  elif postgres_probe; then
    say postgres "left running on $HOST:$PG_PORT (not started by stack.sh)"
  else
    say postgres "not running"
  fi
}
