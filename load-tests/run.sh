#!/usr/bin/env bash
# Runs a k6 scenario against a running product (npm start) and prints k6's figures.
#   bash load-tests/run.sh [scenario]   (default: public-and-login)
# The gateway's login rate limits apply: start it with LOGIN_RATE_PER_IP and
# LOGIN_RATE_PER_LOGIN raised for a login load run. Only loopback is targeted.
set -euo pipefail
cd "$(dirname "$0")"
scenario=${1:-public-and-login}
K6=$(command -v k6 || echo "$HOME/go/bin/k6")
if [ ! -x "$K6" ]; then
  echo "installing k6 with go install"
  GOFLAGS=-buildvcs=false go install go.k6.io/k6@v1.8.1
  K6="$(go env GOPATH)/bin/k6"
fi
exec "$K6" run "scenarios/$scenario.js"
