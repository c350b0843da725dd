# shellcheck shell=bash
# Settings, output helpers, URL parsing and the external-infrastructure rules
# shared by every component. Sourced by infra/local/stack.sh.

# ---------------------------------------------------------------------------
# Settings
# ---------------------------------------------------------------------------

REPO=$(cd "$SCRIPT_DIR/../.." && pwd)
LOCAL=${TEMPO_LOCAL_DIR:-$REPO/.local}
RUN=$LOCAL/run
LOGS=$LOCAL/logs

PG_PORT=${PG_PORT:-5432}
REDIS_PORT=${REDIS_PORT:-6379}
KAFKA_PORT=${KAFKA_PORT:-9092}
KAFKA_CONTROLLER_PORT=${KAFKA_CONTROLLER_PORT:-9093}
MAILPIT_SMTP_PORT=${MAILPIT_SMTP_PORT:-1025}
MAILPIT_HTTP_PORT=${MAILPIT_HTTP_PORT:-8025}
MINIO_PORT=${MINIO_PORT:-9000}
MINIO_CONSOLE_PORT=${MINIO_CONSOLE_PORT:-} # empty: 9001, or the next free port

HOST=127.0.0.1

for _p in PG_PORT REDIS_PORT KAFKA_PORT KAFKA_CONTROLLER_PORT MAILPIT_SMTP_PORT MAILPIT_HTTP_PORT MINIO_PORT; do
  [[ ${!_p} =~ ^[0-9]+$ ]] || { echo "stack: $_p must be a port number (got '${!_p}')" >&2; exit 2; }
done
unset _p
[[ -z $MINIO_CONSOLE_PORT || $MINIO_CONSOLE_PORT =~ ^[0-9]+$ ]] ||
  { echo "stack: MINIO_CONSOLE_PORT must be a port number (got '$MINIO_CONSOLE_PORT')" >&2; exit 2; }
[[ $LOCAL == /* ]] || { echo "stack: TEMPO_LOCAL_DIR must be an absolute path (got '$LOCAL')" >&2; exit 2; }

# What each component registers about itself (components/<name>.sh):
#   EXTERNAL_VAR[name]   the variable that names an external server (DATABASE_URL, ...)
#   EXTERNAL_PORT[name]  the port of such a URL when it names none
#   ENV_VARS[name]       the variables `env` passes through when the server is external
declare -A EXTERNAL_VAR=() EXTERNAL_PORT=() ENV_VARS=()

# ---------------------------------------------------------------------------
# Output
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

# Shell-quote a value for `eval` only when it needs it.
shq() {
  if [[ $1 =~ ^[A-Za-z0-9_./:@%+,=-]*$ ]]; then
    printf '%s' "$1"
  else
    printf "'%s'" "${1//\'/\'\\\'\'}"
  fi
}

# ---------------------------------------------------------------------------
# URLs
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

is_loopback_host() {
  case ${1,,} in
    localhost | localhost.localdomain | ::1 | 0:0:0:0:0:0:0:1 | 127.*) return 0 ;;
    *) return 1 ;;
  esac
}

tcp_open() { # host port
  # shellcheck disable=SC2016 # expanded by the child shell
  timeout 2 bash -c 'exec 3<>"/dev/tcp/$0/$1"' "$1" "$2" 2>/dev/null
}

# ---------------------------------------------------------------------------
# External infrastructure
# ---------------------------------------------------------------------------

# True when the component is provided from outside and must not be managed here.
is_external() {
  [[ ${TEMPO_EXTERNAL_INFRA:-0} == 1 ]] && return 0
  local var=${EXTERNAL_VAR[$1]} val item
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
  local var=${EXTERNAL_VAR[$1]} val
  val=${!var:-}
  if [[ -n $val ]]; then
    # never echo credentials
    printf '%s from %s' "$(url_host "${val%%,*}")" "$var"
  else
    printf 'TEMPO_EXTERNAL_INFRA=1'
  fi
}
