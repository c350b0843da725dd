#!/usr/bin/env bash
# The operations checks that need no running product (npm test runs this in the background, beside
# the build): the alert rules with promtool (`check rules`, the unit tests of alerts/*.test.yml, and
# prometheus/prometheus.yml that loads them),
# and the k6 load profiles compiled with `k6 inspect`, which also leaves k6 built for the smoke run
# that follows the end-to-end tests. promtool and k6 come from scripts/go-tools.sh (built once into
# .local/bin). The dashboards' checks are this package's jest tests (npx nx run @tempo/observability:test).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
source "$ROOT/scripts/go-tools.sh"

PROMTOOL=$(go_tool promtool)
cd "$ROOT/infra/observability/alerts"
rules=() tests=()
for f in *.yml; do
  case $f in
  *.test.yml) tests+=("$f") ;;
  *) rules+=("$f") ;;
  esac
done
echo "promtool: alert rules ${rules[*]}"
"$PROMTOOL" check rules "${rules[@]}"
echo "promtool: unit tests ${tests[*]}"
"$PROMTOOL" test rules "${tests[@]}"
echo "promtool: the example Prometheus configuration"
"$PROMTOOL" check config ../prometheus/prometheus.yml

echo "k6: load profiles compile"
bash "$ROOT/load-tests/run.sh" --inspect
