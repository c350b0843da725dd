#!/usr/bin/env bash
# Tempo local infrastructure: PostgreSQL 15, Redis 7, Kafka 3.9.1 (KRaft), Mailpit.
#
# Usage: bash infra/local/stack.sh <command>
#   up       install whatever is missing, then start every component (idempotent)
#   status   one line per component: name, address, up/down, who owns the process
#            (exit code 0 when everything is up, 3 otherwise)
#   down     stop the processes this script started; foreign servers are left alone
#   restart  down + up
#   env      print the export line for the connection URLs:
#              eval "$(bash infra/local/stack.sh env)"
#   kafka-topics ARGS...   run Kafka's TopicCommand against the local broker,
#            e.g. `stack.sh kafka-topics --list`
#
# Everything listens on 127.0.0.1 only. State lives in the git-ignored $REPO/.local/
# (TEMPO_LOCAL_DIR=/some/dir puts it elsewhere):
#   .local/postgres      own PostgreSQL cluster (owned by the postgres OS user)
#   .local/redis         Redis working dir (no persistence)
#   .local/kafka/        libs/ (jars from Maven Central), data/, server.properties, cluster-id
#   .local/mailpit/      Mailpit database
#   .local/bin/          mailpit binary (built from the Go module proxy)
#   .local/logs/*.log    one log per component, plus install/build logs
#   .local/run/          pid files, unix socket dir, lock file
# Delete .local/ (after `down`) to start from scratch.
#
# Ports (environment overrides):
#   PG_PORT=5432  REDIS_PORT=6379  KAFKA_PORT=9092  KAFKA_CONTROLLER_PORT=9093
#   MAILPIT_SMTP_PORT=1025  MAILPIT_HTTP_PORT=8025
#
# Reuse: a server that already answers on a configured port is reused, not
# restarted (probes: pg_isready, redis-cli ping, a Kafka ApiVersions request,
# Mailpit /livez). `status` reports it as "foreign" and `down` never stops it.
# For a reused PostgreSQL the login role tempo/tempo is created when possible.
#
# External infrastructure: if DATABASE_URL, REDIS_URL, KAFKA_BROKERS or SMTP_URL
# is set and points at a host that is not loopback, the matching component
# (postgres, redis, kafka, mailpit) is skipped entirely and the external one is
# used. TEMPO_EXTERNAL_INFRA=1 skips every component. `env` passes such values
# through unchanged.
#
# Requirements: Debian 12 (bookworm). Missing packages are installed with apt-get
# (root, or sudo): postgresql-15, redis-server, default-jre-headless, maven.
# Mailpit needs Go >= 1.24 (a toolchain is fetched from the Go module proxy when
# the local one is missing or older) and, for its web UI, npm.

# Layout: this file only loads the parts and dispatches the command.
#   lib/common.sh       settings, output, URL parsing, external infrastructure
#   lib/process.sh      pid files, starting and stopping processes, the lock
#   lib/install.sh      the apt-get step (packages every component still needs)
#   lib/commands.sh     up, down, status, env: the same steps for every component
#   components/<name>.sh  one file per component, with the functions that
#                       lib/commands.sh lists (<name>_up, <name>_down, ...)

# shellcheck source-path=SCRIPTDIR
set -euo pipefail
umask 022

STACK_SH=${BASH_SOURCE[0]}
SCRIPT_DIR=$(cd "$(dirname "$STACK_SH")" && pwd)

# Start order; `down` stops them in reverse.
COMPONENTS=(postgres redis kafka mailpit)

# shellcheck source=lib/common.sh
source "$SCRIPT_DIR/lib/common.sh"
# shellcheck source=lib/process.sh
source "$SCRIPT_DIR/lib/process.sh"
# shellcheck source=lib/install.sh
source "$SCRIPT_DIR/lib/install.sh"
# shellcheck source=components/postgres.sh
source "$SCRIPT_DIR/components/postgres.sh"
# shellcheck source=components/redis.sh
source "$SCRIPT_DIR/components/redis.sh"
# shellcheck source=components/kafka.sh
source "$SCRIPT_DIR/components/kafka.sh"
# shellcheck source=components/mailpit.sh
source "$SCRIPT_DIR/components/mailpit.sh"
# shellcheck source=lib/commands.sh
source "$SCRIPT_DIR/lib/commands.sh"

usage() {
  sed -n '2,/^$/{s/^# \{0,1\}//;p}' "$STACK_SH"
}

main() {
  local cmd=${1:-}
  [[ $# -gt 0 ]] && shift
  case $cmd in
    up) cmd_up ;;
    down) cmd_down ;;
    restart)
      cmd_down
      cmd_up
      ;;
    status) cmd_status ;;
    env) cmd_env ;;
    kafka-topics) kafka_topics "$@" ;;
    -h | --help | help) usage ;;
    *)
      usage >&2
      exit 2
      ;;
  esac
}

main "$@"
