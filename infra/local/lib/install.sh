# shellcheck shell=bash
# The apt-get step of `up`: the Debian packages that the components which run
# locally still need (each component lists its own in <name>_packages).
# Other downloads (Kafka jars, the Mailpit build) belong to <name>_install.
# Sourced by infra/local/stack.sh.

# Debian packages needed by the components that will run locally, on one line.
missing_packages() {
  local -a pkgs=()
  local c
  for c in "${COMPONENTS[@]}"; do
    is_external "$c" || mapfile -t -O "${#pkgs[@]}" pkgs < <("${c}_packages")
  done
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
