#!/usr/bin/env bash
# The command-line tools the tests and scripts build from the Go module proxy
# (go install), pinned here and cached in .local/bin (NAME.version records the
# module version a binary was built from).
#
#   bash scripts/go-tools.sh NAME...     builds what is missing, prints nothing else
#   source scripts/go-tools.sh; go_tool NAME   prints the binary's path, building it first when missing
#
# helm and kubeconform render and validate the chart, promtool checks the alert
# rules, k6 runs the load profiles.
set -euo pipefail

GO_TOOLS_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
declare -A GO_TOOL_MODULES=(
  [helm]=helm.sh/helm/v3/cmd/helm@v3.22.0
  [kubeconform]=github.com/yannh/kubeconform/cmd/kubeconform@v0.8.0
  [promtool]=github.com/prometheus/prometheus/cmd/promtool@v0.316.0
  [k6]=go.k6.io/k6@v1.8.1
)

go_tool() {
  local name=$1 module=${GO_TOOL_MODULES[$1]:-}
  [ -n "$module" ] || { echo "go-tools: unknown tool '$name' (known: ${!GO_TOOL_MODULES[*]})" >&2; return 2; }
  local dir=$GO_TOOLS_ROOT/.local/bin
  local bin=$dir/$name
  if [ ! -x "$bin" ] || [ "$(cat "$bin.version" 2>/dev/null)" != "$module" ]; then
    command -v go >/dev/null || { echo "go-tools: $name needs Go (go install $module)" >&2; return 1; }
    mkdir -p "$dir"
    echo "go-tools: building $name ($module), once" >&2
    # The binary is named after the module path's last element (k6 for go.k6.io/k6).
    GOBIN=$dir GOFLAGS=-buildvcs=false go install "$module" >&2
    echo "$module" >"$bin.version"
  fi
  printf '%s\n' "$bin"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  for t in "$@"; do go_tool "$t" >/dev/null; done
fi
