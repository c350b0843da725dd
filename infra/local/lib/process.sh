# shellcheck shell=bash
# Processes this script starts: pid files, detached start, stop, log rotation,
# and the lock that keeps two stack.sh runs apart. Sourced by infra/local/stack.sh.

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
  # shellcheck disable=SC2016 # expanded by the child shell
  setsid bash -c 'echo $$ >"$0"; exec "$@"' "$pidfile" "$@" </dev/null >>"$log" 2>&1 9>&- &
}

# wait_pidfile PIDFILE: up to 5 s for a spawned child to write its pid file.
wait_pidfile() {
  local i
  for ((i = 0; i < 50; i++)); do [[ -s $1 ]] && break; sleep 0.1; done
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

# stop_owned COMPONENT PIDFILE PATTERN TIMEOUT ADDRESS: `down` for a component
# that runs from a pid file: stop our process, leave a foreign server alone.
stop_owned() {
  local comp=$1 pidfile=$2 pattern=$3 timeout=$4 addr=$5 pid
  if pid=$(owned_pid "$pidfile" "$pattern"); then
    stop_pid "$comp" "$pid" "$pattern" "$timeout"
    rm -f "$pidfile"
    say "$comp" "stopped (pid $pid)"
  elif "${comp}_probe"; then
    say "$comp" "left running on $addr (not started by stack.sh)"
  else
    rm -f "$pidfile"
    say "$comp" "not running"
  fi
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

lock() {
  mkdir -p "$RUN" "$LOGS"
  exec 9>"$RUN/stack.lock"
  flock -w 600 9 || { echo "stack: another stack.sh is still running" >&2; exit 1; }
}
