# shellcheck shell=bash
# The Go toolchain for the components built from the Go module proxy (mailpit,
# minio). Sourced by infra/local/stack.sh.

GO_MIN_MINOR=24     # mailpit's and minio's go.mod need go >= 1.24
GO_BOOTSTRAP=1.24.3 # toolchain fetched from the module proxy if needed

go_ok() {
  local v major minor
  v=$(go env GOVERSION 2>/dev/null) || return 1
  IFS=. read -r major minor _ <<<"${v#go}"
  [[ $major =~ ^[0-9]+$ && $minor =~ ^[0-9]+$ ]] || return 1
  ((major > 1 || minor >= GO_MIN_MINOR))
}

# go_bin NAME VERSION VAR: the binary .local/bin/NAME when it was built at
# VERSION (.local/bin/NAME.version), else the one the variable VAR names
# (e.g. MINIO_BIN=/usr/local/bin/minio); fails when there is neither.
go_bin() {
  local bin=$LOCAL/bin/$1 other=${!3:-}
  if [[ -x $bin && $(cat "$bin.version" 2>/dev/null) == "$2" ]]; then
    printf '%s' "$bin"
  elif [[ -n $other && -x $other ]]; then
    printf '%s' "$other"
  else
    return 1
  fi
}

# go_packages: the Debian packages ensure_go still needs (unzip, to unpack a
# fetched toolchain); a component lists them while its binary is missing.
go_packages() {
  go_ok || command -v unzip >/dev/null || echo unzip
  return 0
}

# ensure_go COMPONENT LOG: puts a Go toolchain >= 1.$GO_MIN_MINOR on PATH: the
# installed one, or the official toolchain module (golang.org/toolchain) from
# the Go module proxy into .local/tools/.
ensure_go() {
  go_ok && return 0
  local comp=$1 log=$2 arch dir zip url
  case $(uname -m) in
    x86_64) arch=amd64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) fail "$comp" "no Go >= 1.$GO_MIN_MINOR and unsupported arch $(uname -m)" ;;
  esac
  dir=$LOCAL/tools/golang.org/toolchain@v0.0.1-go$GO_BOOTSTRAP.linux-$arch
  if [[ ! -x $dir/bin/go ]]; then
    url=$(go env GOPROXY 2>/dev/null || true)
    url=${url:-https://proxy.golang.org}
    url=${url%%[,|]*}
    [[ $url == http* ]] || url=https://proxy.golang.org
    zip=$LOCAL/tools/go$GO_BOOTSTRAP.zip
    mkdir -p "$LOCAL/tools"
    say "$comp" "fetching Go $GO_BOOTSTRAP toolchain from the module proxy"
    curl -fsSL --retry 3 -o "$zip" "$url/golang.org/toolchain/@v/v0.0.1-go$GO_BOOTSTRAP.linux-$arch.zip" 2>>"$log" ||
      fail "$comp" "could not download the Go toolchain" "$log"
    (cd "$LOCAL/tools" && unzip -q -o "$zip") >>"$log" 2>&1 || fail "$comp" "could not unpack the Go toolchain" "$log"
    rm -f "$zip"
    # module zips do not keep file modes
    chmod +x "$dir"/bin/* "$dir"/pkg/tool/*/*
  fi
  export PATH=$dir/bin:$PATH GOTOOLCHAIN=local
  go_ok || fail "$comp" "Go toolchain at $(rel "$dir") does not work"
}
