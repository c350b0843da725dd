#!/usr/bin/env bash
# npm start: everything from a fresh clone, with the demo data. Ctrl-C stops the product (the stack keeps running;
# `npm run stack -- down` stops it).
source "$(dirname "$0")/lib.sh"

PORT=${PORT:-4000}
# The first subgraph's port (identity); the others follow at their default spacing (scripts/lib.sh start_apps).
IDENTITY_PORT=${IDENTITY_PORT:-4101}

ensure_node_deps
stack_up
build_all
migrate_all
trap 'stop_apps dev; exit 0' INT TERM
start_apps dev "$PORT" "$IDENTITY_PORT"
# After the start: the people seed names the demo logins' people after identity's accounts (its internal API).
if [ "${NODE_ENV:-development}" != production ]; then seed_demo; fi

cat <<TXT

Tempo is running.
  Demo business:   http://demo.localhost:$PORT        (GraphQL: http://demo.localhost:$PORT/graphql)
  Business select: http://app.localhost:$PORT
  Mail inbox:      ${MAILPIT_URL:-http://127.0.0.1:8025}
  Metrics:         http://127.0.0.1:$(internal_port "$PORT")/metrics   (internal port, not on the public hosts)

  Logins (password Demo-pass-1):
    owner@demo.example     owner
    manager@demo.example   manager
    staff@demo.example     staff
    limited@demo.example   limited_staff
    client@demo.example    client
    admin@platform.example superuser

  Logs: .local/logs/dev-*.log    Stop: Ctrl-C
TXT
while true; do sleep 3600 & wait $!; done
