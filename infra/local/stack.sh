#!/usr/bin/env bash
# Tempo local infrastructure: PostgreSQL 15, Redis 7, Kafka 3.9.1 (KRaft), Mailpit,
# MinIO (S3-compatible object store).
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
#   .local/minio/        MinIO data/ (the buckets) and certs/
#   .local/bin/          mailpit and minio binaries (built from the Go module proxy)
#   .local/logs/*.log    one log per component, plus install/build logs
#   .local/run/          pid files, unix socket dir, lock file
# Delete .local/ (after `down`) to start from scratch.
#
# Ports (environment overrides):
#   PG_PORT=5432  REDIS_PORT=6379  KAFKA_PORT=9092  KAFKA_CONTROLLER_PORT=9093
#   MAILPIT_SMTP_PORT=1025  MAILPIT_HTTP_PORT=8025
#   MINIO_PORT=9000  MINIO_CONSOLE_PORT=9001 (unset: 9001, or the next free port)
#
# Reuse: a server that already answers on a configured port is reused, not
# restarted (probes: pg_isready, redis-cli ping, a Kafka ApiVersions request,
# Mailpit /livez, MinIO /minio/health/live). `status` reports it as "foreign" and
# `down` never stops it. For a reused PostgreSQL the login role tempo/tempo is
# created when possible. The local MinIO's credentials are fixed: `env` prints
# S3_URL=http://tempo-local:tempo-local-secret@127.0.0.1:9000 and S3_BUCKET
# (default tempo-local; the product creates the bucket on first use).
#
# External infrastructure: if DATABASE_URL, REDIS_URL, KAFKA_BROKERS, SMTP_URL or
# S3_URL is set and points at a host that is not loopback, the matching component
# (postgres, redis, kafka, mailpit, minio) is skipped entirely and the external one is
# used. TEMPO_EXTERNAL_INFRA=1 skips every component. `env` passes such values
# through unchanged.
#
# Requirements: Debian 12 (bookworm). Missing packages are installed with apt-get
# (root, or sudo): postgresql-15, redis-server, default-jre-headless, maven.
# Mailpit and MinIO need Go >= 1.24 (a toolchain is fetched from the Go module
# proxy when the local one is missing or older); Mailpit's web UI needs npm.
# The first MinIO build takes a few minutes; the binary is kept in .local/bin.

# Layout: this file only loads the parts and dispatches the command.
#   lib/common.sh       settings, output, URL parsing, external infrastructure
#   lib/process.sh      pid files, starting and stopping processes, the lock
#   lib/install.sh      the apt-get step (packages every component still needs)
#   lib/go.sh           the Go toolchain for the components built with Go
#   lib/commands.sh     up, down, status, env: the same steps for every component
#   components/<name>.sh  one file per component, with the functions that
#                       lib/commands.sh lists (<name>_up, <name>_down, ...)

# shellcheck source-path=SCRIPTDIR
set -euo pipefail
umask 022

STACK_SH=${BASH_SOURCE[0]}
SCRIPT_DIR=$(cd "$(dirname "$STACK_SH")" && pwd)

# Start order; `down` stops them in reverse.
COMPONENTS=(postgres redis kafka mailpit minio)

# shellcheck source=lib/common.sh
source "$SCRIPT_DIR/lib/common.sh"
# shellcheck source=lib/process.sh
source "$SCRIPT_DIR/lib/process.sh"
# shellcheck source=lib/install.sh
source "$SCRIPT_DIR/lib/install.sh"
# shellcheck source=lib/go.sh
source "$SCRIPT_DIR/lib/go.sh"
# shellcheck source=components/postgres.sh
source "$SCRIPT_DIR/components/postgres.sh"
# shellcheck source=components/redis.sh
source "$SCRIPT_DIR/components/redis.sh"
# shellcheck source=components/kafka.sh
source "$SCRIPT_DIR/components/kafka.sh"
# shellcheck source=components/mailpit.sh
source "$SCRIPT_DIR/components/mailpit.sh"
# shellcheck source=components/minio.sh
source "$SCRIPT_DIR/components/minio.sh"
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
