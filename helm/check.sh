#!/usr/bin/env bash
# The chart's checks (npm test runs them):
# 1. helm lint and helm template for dev, staging and prod, and for prod with a subgraph the chart has
#    never seen (helm/tests/values-new-subgraph.yaml);
# 2. each rendering validated offline by kubeconform -strict against JSON schemas made from the OpenAPI
#    document of a pinned Kubernetes version (k8s.io/kubernetes from the Go module proxy, its checksum
#    pinned; converted by helm/k8s-json-schemas.js; cached in .local/k8s-schemas);
# 3. the chart's own rules on each rendering (helm/check-manifests.js), printing the objects per kind;
#    and every process, given the environment the chart gives it, passing its own configuration check
#    in the built code (helm/check-env.js; needs the build, which npm test makes first);
# 4. values that must be refused (helm/tests/*.yaml with an `# expect:` line): helm template and, where the
#    schema decides, helm lint must fail with that message;
# 5. the validation itself can fail: a rendering with an unknown field and a bad quantity fails
#    kubeconform, one with a Secret appended fails the chart's rules, and one with a setting production
#    refuses fails the processes' configuration check.
# The first run builds helm and kubeconform (scripts/go-tools.sh) and fetches the OpenAPI document; later
# runs are offline and take a few seconds.
set -euo pipefail
source "$(dirname "$0")/../scripts/lib.sh"
# Without an installed Go, the one the local stack fetched for its own builds (infra/local/lib/go.sh).
if ! command -v go >/dev/null; then
  for d in .local/tools/golang.org/toolchain@*/bin; do [ -x "$d/go" ] && PATH=$PWD/$d:$PATH; done
fi
source scripts/go-tools.sh
HELM=$(go_tool helm)
KUBECONFORM=$(go_tool kubeconform)

K8S_VERSION=1.34.8
# go.sum hash of k8s.io/kubernetes@v1.34.8 (go mod download also checks it against sum.golang.org).
K8S_MODULE_SUM=h1:Ny42fNQLE7toIaB7nU/6pn4GNP7pRQ1dKVJhwZTt744=
SCHEMAS=.local/k8s-schemas
OUT=.local/helm
CHART=helm/tempo
RELEASE=tempo
mkdir -p "$SCHEMAS" "$OUT"
# helm keeps its cache and settings here, not in the home directory.
export HELM_CACHE_HOME=$PWD/$OUT/home/cache HELM_CONFIG_HOME=$PWD/$OUT/home/config HELM_DATA_HOME=$PWD/$OUT/home/data

# The schemas, made again when the version or the converter changes.
stamp="$K8S_VERSION $(sha256sum helm/k8s-json-schemas.js | cut -c1-16)"
if [ "$(cat "$SCHEMAS/stamp" 2>/dev/null)" != "$stamp" ]; then
  swagger=$SCHEMAS/swagger-v$K8S_VERSION.json
  if [ ! -s "$swagger" ]; then
    command -v go >/dev/null || { echo "helm check: Go is needed once, to fetch k8s.io/kubernetes@v$K8S_VERSION" >&2; exit 1; }
    echo "Fetching the OpenAPI document of Kubernetes $K8S_VERSION (k8s.io/kubernetes from the Go module proxy, once)"
    modcache=$(mktemp -d)
    trap 'rm -rf "$modcache"' EXIT
    info=$(cd "$modcache" && GOMODCACHE="$modcache/mod" GOFLAGS=-modcacherw go mod download -json "k8s.io/kubernetes@v$K8S_VERSION")
    sum=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(0, "utf8")).Sum)' <<<"$info")
    [ "$sum" = "$K8S_MODULE_SUM" ] || { echo "helm check: k8s.io/kubernetes@v$K8S_VERSION has sum $sum, pinned $K8S_MODULE_SUM" >&2; exit 1; }
    cp "$modcache/mod/k8s.io/kubernetes@v$K8S_VERSION/api/openapi-spec/swagger.json" "$swagger.tmp"
    mv "$swagger.tmp" "$swagger"
    rm -rf "$modcache"
    trap - EXIT
  fi
  rm -rf "$SCHEMAS/v$K8S_VERSION-standalone-strict"
  node helm/k8s-json-schemas.js "$swagger" "$SCHEMAS" "$K8S_VERSION"
  echo "$stamp" >"$SCHEMAS/stamp"
fi

render() { "$HELM" template "$RELEASE" "$CHART" --namespace "tempo-$1" --kube-version "$K8S_VERSION" "${@:2}"; }
validate() { "$KUBECONFORM" -strict -summary -kubernetes-version "$K8S_VERSION" -schema-location "$SCHEMAS" "$@"; }

say "Helm chart: lint, render and validate against Kubernetes $K8S_VERSION (helm/check.sh)"
check_env() {
  local label=$1 env=$2
  shift 2
  local files=(-f "$CHART/values-$env.yaml" "$@")
  "$HELM" lint "$CHART" --strict --quiet --kube-version "$K8S_VERSION" "${files[@]}" >"$OUT/$label.lint" 2>&1 ||
    { cat "$OUT/$label.lint" >&2; echo "helm lint failed for $label" >&2; exit 1; }
  render "$env" "${files[@]}" >"$OUT/$label.yaml"
  printf '%s: ' "$label"
  validate "$OUT/$label.yaml"
}
for env in dev staging prod; do check_env "$env" "$env"; done
check_env new-subgraph prod -f helm/tests/values-new-subgraph.yaml
for env in dev staging prod; do node helm/check-manifests.js "$env" "$OUT/$env.yaml" "$RELEASE"; done
node helm/check-manifests.js "prod + a new subgraph" "$OUT/new-subgraph.yaml" "$RELEASE" billing
node helm/check-env.js dev "$OUT/dev.yaml" staging "$OUT/staging.yaml" prod "$OUT/prod.yaml"

say "Helm chart: values that must be refused"
for f in helm/tests/*.yaml; do
  expect=$(sed -n 's/^# expect: //p' "$f")
  [ -n "$expect" ] || continue
  if render prod -f "$CHART/values-prod.yaml" -f "$f" >/dev/null 2>"$OUT/refused.err"; then
    echo "helm check: $f was accepted; it must fail with: $expect" >&2
    exit 1
  fi
  grep -qF -- "$expect" "$OUT/refused.err" ||
    { echo "helm check: $f failed, but not with: $expect" >&2; cat "$OUT/refused.err" >&2; exit 1; }
  # helm lint fails on the schema's verdicts; a template's `required` or `fail` it only reports as INFO.
  lint_status=0
  "$HELM" lint "$CHART" --kube-version "$K8S_VERSION" -f "$CHART/values-prod.yaml" -f "$f" >"$OUT/refused.err" 2>&1 || lint_status=$?
  if grep -q '^# lint: info' "$f"; then how="template (lint: INFO)" want=0; else how="template and lint" want=1; fi
  if [ "$lint_status" -ne "$want" ] || ! grep -qF -- "$expect" "$OUT/refused.err"; then
    echo "helm check: helm lint did not report $f as expected (exit $lint_status) with: $expect" >&2
    cat "$OUT/refused.err" >&2
    exit 1
  fi
  echo "  $(basename "$f"): refused by $how: $expect"
done

say "Helm chart: the validation can fail"
sed -e '0,/readinessProbe:/s//readinesProbe:/' -e '0,/memory: 384Mi/s//memory: 384MB/' "$OUT/dev.yaml" >"$OUT/broken.yaml"
if validate "$OUT/broken.yaml" >"$OUT/broken.out" 2>&1; then
  echo "helm check: kubeconform accepted a manifest with an unknown field and a bad quantity" >&2
  exit 1
fi
for expect in "additional properties 'readinesProbe' not allowed" "'384MB' does not match pattern"; do
  grep -qF -- "$expect" "$OUT/broken.out" ||
    { echo "helm check: kubeconform did not report: $expect" >&2; cat "$OUT/broken.out" >&2; exit 1; }
done
echo "  an unknown field and a bad quantity: refused by kubeconform"
{ cat "$OUT/dev.yaml"; printf -- '---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: leaked\ndata:\n  ACTOR_TOKEN_SECRET: c2VjcmV0\n'; } >"$OUT/secret.yaml"
if node helm/check-manifests.js "dev + a Secret" "$OUT/secret.yaml" "$RELEASE" >"$OUT/secret.out" 2>&1 ||
  ! grep -qF "Secret leaked is rendered with data" "$OUT/secret.out"; then
  echo "helm check: the chart's rules accepted a rendered Secret" >&2
  cat "$OUT/secret.out" >&2
  exit 1
fi
echo "  a rendered Secret: refused by the chart's rules"
sed 's/MAIL_DNS_RESOLVER: system/MAIL_DNS_RESOLVER: redis/' "$OUT/prod.yaml" >"$OUT/local-only.yaml"
if node helm/check-env.js "prod with a local-only setting" "$OUT/local-only.yaml" >"$OUT/local-only.out" 2>&1 ||
  ! grep -qF "tempo-identity-api: Invalid configuration: - MAIL_DNS_RESOLVER=redis is for local runs only" "$OUT/local-only.out"; then
  echo "helm check: the processes' configuration check accepted MAIL_DNS_RESOLVER=redis in production" >&2
  cat "$OUT/local-only.out" >&2
  exit 1
fi
echo "  a setting production refuses: refused by identity's configuration check"
echo "Helm chart: all checks passed"
