# shellcheck shell=bash
# The commands: the same steps for every component in COMPONENTS.
# Sourced by infra/local/stack.sh.
#
# Every components/<name>.sh defines
#   <name>_packages  Debian packages it still needs, one per line (the apt-get step)
#   <name>_install   what else it needs before it can start (binaries, jars); idempotent
#   <name>_up        reuse a server that answers, or install and start its own
#   <name>_down      stop its own process; a foreign server is left alone
#   <name>_probe     true when a server answers on its address
#   <name>_address   the address `status` shows
#   <name>_pid       pid of the process this script started, when it is alive
#   <name>_env       the NAME=value words `env` prints when it runs locally
# and registers EXTERNAL_VAR, EXTERNAL_PORT and ENV_VARS for itself (lib/common.sh).

cmd_up() {
  local t0=$SECONDS c
  lock
  install_packages
  for c in "${COMPONENTS[@]}"; do
    if is_external "$c"; then
      say "$c" "skipped, using the external one: $(external_desc "$c")"
    else
      "${c}_up"
    fi
  done
  say stack "up in $((SECONDS - t0))s. Connection settings: eval \"\$(bash infra/local/stack.sh env)\""
}

cmd_down() {
  local c i
  lock
  for ((i = ${#COMPONENTS[@]} - 1; i >= 0; i--)); do
    c=${COMPONENTS[i]}
    # processes we started are stopped even if the component is now external
    if is_external "$c" && ! "${c}_pid" >/dev/null; then
      say "$c" "external, nothing to stop"
    else
      "${c}_down"
    fi
  done
}

status_line() { # name address state owner
  printf '%-9s %-24s %-5s %s\n' "$1" "$2" "$3" "$4"
}

# status_external NAME: TCP reachability of an external server (its credentials
# and TLS are unknown here). Returns 1 when it is not reachable.
status_external() {
  local c=$1 var=${EXTERNAL_VAR[$1]} val host port
  val=${!var:-}
  val=${val%%,*}
  if [[ -z $val ]]; then
    status_line "$c" - '?' "external (TEMPO_EXTERNAL_INFRA=1)"
    return 1
  fi
  host=$(url_host "$val")
  port=$(url_port "$val" "${EXTERNAL_PORT[$c]}")
  if tcp_open "$host" "$port"; then
    status_line "$c" "$host:$port" up "external ($var)"
  else
    status_line "$c" "$host:$port" down "external ($var)"
    return 1
  fi
}

# status_local NAME: the probe, and whether the process is ours. Returns 1 when down.
status_local() {
  local c=$1 state=down owner=- pid
  "${c}_probe" && state=up
  if pid=$("${c}_pid"); then
    owner="ours (pid $pid)"
  elif [[ $state == up ]]; then
    owner="foreign (not started by stack.sh)"
  fi
  status_line "$c" "$("${c}_address")" "$state" "$owner"
  [[ $state == up ]]
}

cmd_status() {
  local all_up=0 c
  for c in "${COMPONENTS[@]}"; do
    if is_external "$c"; then
      status_external "$c" || all_up=1
    else
      status_local "$c" || all_up=1
    fi
  done
  return $((all_up ? 3 : 0))
}

cmd_env() {
  local -a out=()
  local c var
  for c in "${COMPONENTS[@]}"; do
    if is_external "$c"; then
      for var in ${ENV_VARS[$c]}; do
        [[ -n ${!var:-} ]] && out+=("$var=$(shq "${!var}")")
      done
    else
      out+=("$("${c}_env")")
    fi
  done
  ((${#out[@]})) && echo "export ${out[*]}"
  return 0
}
