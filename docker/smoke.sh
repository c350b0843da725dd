#!/usr/bin/env bash
# Runs every image against the local stack, in production mode, and checks that the product works:
#
#   bash docker/smoke.sh            (after bash docker/build.sh; TAG=<tag> for other than latest)
#
# 1. secrets made for this run only: random ACTOR_TOKEN_SECRET and SERVICE_TOKEN_SECRET, an EC P-256
#    ID_TOKEN_PRIVATE_KEY (openssl); lent to the containers in a file readable by their user alone,
#    deleted at the end (never on a command line, never from the repository);
# 2. each subgraph's migrations, by its API image's `migrate` command;
# 3. each subgraph's API and worker and the gateway, in the background (`buildah run`, chroot isolation:
#    the host's network, so each gets its own PORT / INTERNAL_PORT on loopback): /healthz and /readyz of
#    each on its internal port, /healthz on the public ports, /metrics (labelled app and role), and the
#    image's own HEALTHCHECK command;
# 4. through the containerised gateway: a sign-in of the demo owner, businessQuery, currentUser and a
#    people search (docker/smoke-client.js); the demo data is seeded with the host's build if missing;
# 5. each image's size. Everything it started is stopped, and its working containers removed, on any exit.
#
# Ports: the gateway 5500 (internal 15500); the i-th subgraph (in port order) API 5501+i, worker 5551+i
# (internal: +10000). SMOKE_PORT moves them all.
# scripts/lib.sh for TEST_LIMITS and seed_demo; docker/lib.sh for buildah's settings.
source "$(dirname "$0")/../scripts/lib.sh"
source "$(dirname "$0")/lib.sh"

TAG=${TAG:-latest}
GATEWAY_PORT=${SMOKE_PORT:-5500}
API_PORT=$((GATEWAY_PORT + 1))
WORKER_PORT=$((GATEWAY_PORT + 51))
# The demo owner and the password of every demo login (README: Demo logins).
LOGIN=${SMOKE_LOGIN:-owner@demo.example}
PASSWORD=${SMOKE_PASSWORD:-Demo-pass-1}
BUSINESS=demo
LOG_DIR=$ROOT/.local/logs/images
RUN_UID=10001 # the images' user (docker/Containerfile)
mkdir -p "$LOG_DIR"
rm -f "$LOG_DIR"/smoke-*.log

internal() { echo $(($1 + 10000)); }
mapfile -t SUBGRAPHS < <(subgraph_names)

say "Local stack"
bash infra/local/stack.sh status >/dev/null || bash infra/local/stack.sh up
eval "$(bash infra/local/stack.sh env)"

# ---- Processes: NAME -> the pid of its `buildah run` (its own session), its working container.
declare -A PIDS=() CONTAINERS=()
# NAME -> its image and arguments (quoted), to start it again once when the container runtime fails to (below).
declare -A START_ARGS=() RESTARTED=()
STARTED=()
SECRETS=$(mktemp -d)

# Every process below a pid (children first).
descendants() {
  local child
  for child in $(ps -o pid= --ppid "$1" 2>/dev/null); do
    descendants "$child"
    echo "$child"
  done
}

# The processes below a pid that have none below them: what buildah runs (buildah run > chroot runtime >
# chroot exec > node).
leaves() {
  local pid
  for pid in $(descendants "$1"); do [ -n "$(ps -o pid= --ppid "$pid")" ] || echo "$pid"; done
}

# Stops a process started here: SIGTERM to what buildah runs (node shuts down: Kafka consumers leave their
# groups, connections close; buildah then exits), SIGKILL after 20 s; then its working container is removed.
stop_one() {
  local name=$1 pid=${PIDS[$1]:-} pids i
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    # Again every 2 s: a process still starting may not have reached node yet.
    for i in $(seq 0 199); do
      kill -0 "$pid" 2>/dev/null || break
      if [ $((i % 20)) -eq 0 ]; then
        pids=$(leaves "$pid")
        # shellcheck disable=SC2086
        [ -z "$pids" ] || kill -TERM $pids 2>/dev/null || true
      fi
      sleep 0.1
    done
    if kill -0 "$pid" 2>/dev/null; then
      echo "$name did not stop within 20 s: killing it"
      kill -KILL -- "-$pid" 2>/dev/null || true
    fi
  fi
  [ -z "${CONTAINERS[$name]:-}" ] || buildah rm "${CONTAINERS[$name]}" >/dev/null 2>&1 || true
  unset "PIDS[$name]" "CONTAINERS[$name]"
}

cleanup() {
  local status=$? i
  trap - EXIT INT TERM
  if [ "${#STARTED[@]}" -gt 0 ]; then
    say "Stopping the containers"
    # The gateway first, the APIs last (the reverse of the start).
    for ((i = ${#STARTED[@]} - 1; i >= 0; i--)); do stop_one "${STARTED[$i]}"; done
  fi
  for name in "${!CONTAINERS[@]}"; do buildah rm "${CONTAINERS[$name]}" >/dev/null 2>&1 || true; done
  rm -rf "$SECRETS"
  [ "$status" -eq 0 ] && say "Smoke test passed" || echo "smoke test FAILED (logs: .local/logs/images/smoke-*.log)" >&2
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# A working container of IMAGE named for this run; leftovers of an interrupted run are removed first.
container_of() {
  local name=$1 image=$2 ctr=tempo-smoke-$1
  buildah rm "$ctr" >/dev/null 2>&1 || true
  CONTAINERS[$name]=$(buildah from --quiet --pull-never --name "$ctr" "$image")
}

# The image's words, one a line: `run` its entry point and default command, `entrypoint` the entry point
# alone, `healthcheck` its HEALTHCHECK command.
image_words() {
  buildah inspect --type image "$1" | node -e '
    const c = JSON.parse(require("fs").readFileSync(0, "utf8")).Docker.config;
    const words = { run: [...(c.Entrypoint ?? []), ...(c.Cmd ?? [])], entrypoint: c.Entrypoint ?? [],
      healthcheck: (c.Healthcheck?.Test ?? []).slice(1) }[process.argv[1]];
    for (const w of words) console.log(w);' "$2"
}

# A value in single quotes, for /bin/sh.
sh_quote() { printf "'%s'" "${1//\'/\'\\\'\'}"; }

# The environment file of a process: the shared settings, the secrets, then its own VAR=value pairs;
# readable by the images' user alone.
write_env() {
  local name=$1 file=$SECRETS/$1.env pair
  shift
  cat "$SECRETS/common" >"$file"
  for pair in "$@"; do echo "${pair%%=*}=$(sh_quote "${pair#*=}")" >>"$file"; done
  chown "$RUN_UID:$RUN_UID" "$file"
  chmod 0400 "$file"
}

# The command running WORDS... (an image's entry point) in NAME's container, its environment file sourced.
run_argv() {
  RUN_ARGV=(buildah run --isolation chroot -v "$SECRETS:/run/tempo-smoke:ro" "${CONTAINERS[$1]}" --
    /bin/sh -c 'set -a && . "/run/tempo-smoke/$0.env" && set +a && exec "$@"' "$1")
}

# start NAME IMAGE [ARGS...]: the image's entry point with ARGS (or its default command), in the background.
start() {
  local name=$1 image=$2 words
  shift 2
  container_of "$name" "$image"
  if [ "$#" -gt 0 ]; then mapfile -t words < <(image_words "$image" entrypoint) && words+=("$@")
  else mapfile -t words < <(image_words "$image" run); fi
  echo "$name: ${words[*]}"
  run_argv "$name"
  setsid "${RUN_ARGV[@]}" "${words[@]}" >"$LOG_DIR/smoke-$name.log" 2>&1 </dev/null &
  PIDS[$name]=$!
  START_ARGS[$name]=$(printf '%q ' "$image" "$@")
  [[ " ${STARTED[*]} " == *" $name "* ]] || STARTED+=("$name")
}

# The container runtime itself failed to start NAME's process (runc in buildah, now and then on some hosts:
# 'sealing memfd copy: Device or resource busy'): nothing of the product ran, so it is started once more.
runtime_failed() {
  [ -z "${RESTARTED[$1]:-}" ] && grep -qF 'sealing memfd copy' "$LOG_DIR/smoke-$1.log"
}

# Fails when a port of the smoke test is taken (another run, or another program).
port_free() {
  if ss -ltnH "sport = :$1" | grep -q .; then
    echo "port $1 is taken: another smoke test, or another program (SMOKE_PORT=<port> moves the smoke test's)" >&2
    return 1
  fi
}

# wait_ok NAME URL: waits up to a minute for URL to answer 2xx (and for NAME to stay up).
wait_ok() {
  local name=$1 url=$2
  for _ in $(seq 1 120); do
    if curl -fsS -o /dev/null --max-time 2 "$url" 2>/dev/null; then
      echo "  $name $url: ok"
      return 0
    fi
    if ! kill -0 "${PIDS[$name]}" 2>/dev/null; then
      if runtime_failed "$name"; then
        echo "  $name: the container runtime failed to start it ($(grep -m1 -F 'sealing memfd copy' "$LOG_DIR/smoke-$name.log")); starting it once more" >&2
        RESTARTED[$name]=1
        eval "start $(printf '%q' "$name") ${START_ARGS[$name]}"
        continue
      fi
      echo "$name stopped; the end of its log:" >&2
      tail -n 30 "$LOG_DIR/smoke-$name.log" >&2
      return 1
    fi
    sleep 0.5
  done
  echo "$name: no answer at $url within a minute; the end of its log:" >&2
  tail -n 30 "$LOG_DIR/smoke-$name.log" >&2
  return 1
}

# metrics NAME URL APP ROLE: URL is Prometheus text with the process's default metrics, labelled app and role.
metrics() {
  local line
  line=$(curl -fsS --max-time 5 "$2" | grep '^process_resident_memory_bytes{' | head -n 1) || true
  if [[ $line != *"app=\"$3\""* || $line != *"role=\"$4\""* ]]; then
    echo "$1: no process_resident_memory_bytes{app=\"$3\",role=\"$4\"} at $2 (got: ${line:-nothing})" >&2
    return 1
  fi
  echo "  $1 $2: app=$3 role=$4"
}

# wait_log NAME TEXT: waits up to a minute for TEXT in NAME's output.
wait_log() {
  for _ in $(seq 1 120); do
    grep -qF "$2" "$LOG_DIR/smoke-$1.log" && { echo "  $1: $2"; return 0; }
    sleep 0.5
  done
  echo "$1: no '$2' within a minute" >&2
  return 1
}

# The image's HEALTHCHECK command, run in NAME's container with its environment: exit 0 when healthy.
healthcheck() {
  local name=$1 image=$2 words
  mapfile -t words < <(image_words "$image" healthcheck)
  run_argv "$name"
  "${RUN_ARGV[@]}" "${words[@]}" >>"$LOG_DIR/smoke-$name.log" 2>&1 ||
    { echo "$name: the image's HEALTHCHECK failed" >&2; return 1; }
  echo "  $name HEALTHCHECK: ok"
}

image() { echo "$IMAGE_PREFIX/$1:$TAG"; }
for name in gateway "${SUBGRAPHS[@]/%/-api}" "${SUBGRAPHS[@]/%/-worker}"; do
  image_exists "$(image "$name")" || { echo "$(image "$name") is missing: bash docker/build.sh" >&2; exit 1; }
done
for port in "$GATEWAY_PORT" $(seq "$API_PORT" $((API_PORT + ${#SUBGRAPHS[@]} - 1))) \
  $(seq "$WORKER_PORT" $((WORKER_PORT + ${#SUBGRAPHS[@]} - 1))); do
  port_free "$port" && port_free "$(internal "$port")"
done

say "Secrets for this run (openssl)"
chmod 0711 "$SECRETS" # the containers' user reads its files by name; nobody lists them
key=$(openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 2>/dev/null | awk '{ printf "%s\\n", $0 }')
identity_index=-1
for i in "${!SUBGRAPHS[@]}"; do [ "${SUBGRAPHS[$i]}" = identity ] && identity_index=$i; done
[ "$identity_index" -ge 0 ] || { echo "no identity subgraph found" >&2; exit 1; }
IDENTITY_INTERNAL_URL=http://127.0.0.1:$(internal $((API_PORT + identity_index)))
{
  # The local stack's servers (127.0.0.1: the containers share the host's network).
  for var in DATABASE_URL REDIS_URL KAFKA_BROKERS SMTP_URL S3_URL S3_BUCKET; do echo "$var=$(sh_quote "${!var}")"; done
  # The password of the shared stack's application roles: `migrate` sets it on them, so another value
  # would lock every other local process out of the databases.
  echo "DATABASE_APP_PASSWORD=$(sh_quote "${DATABASE_APP_PASSWORD:-tempo-app-dev}")"
  printf 'ACTOR_TOKEN_SECRET=%s\nSERVICE_TOKEN_SECRET=%s\n' "$(openssl rand -hex 32)" "$(openssl rand -hex 32)"
  printf 'NODE_ENV=production\nPUBLIC_PORT=%s\nIDENTITY_INTERNAL_URL=%s\n' "$GATEWAY_PORT" "$IDENTITY_INTERNAL_URL"
} >"$SECRETS/common"
chmod 0600 "$SECRETS/common"
echo "ACTOR_TOKEN_SECRET, SERVICE_TOKEN_SECRET: random; ID_TOKEN_PRIVATE_KEY: a new EC P-256 key"

say "Migrations (each API image's migrate command)"
for s in "${SUBGRAPHS[@]}"; do
  write_env "$s-migrate"
  container_of "$s-migrate" "$(image "$s-api")"
  mapfile -t words < <(image_words "$(image "$s-api")" entrypoint)
  run_argv "$s-migrate"
  if ! "${RUN_ARGV[@]}" "${words[@]}" migrate >"$LOG_DIR/smoke-$s-migrate.log" 2>&1; then
    echo "$s: migrate failed:" >&2
    tail -n 30 "$LOG_DIR/smoke-$s-migrate.log" >&2
    exit 1
  fi
  echo "$s: $(tail -n 1 "$LOG_DIR/smoke-$s-migrate.log")"
  buildah rm "${CONTAINERS[$s-migrate]}" >/dev/null
  unset "CONTAINERS[$s-migrate]"
done

say "APIs and workers"
urls=()
for i in "${!SUBGRAPHS[@]}"; do
  s=${SUBGRAPHS[$i]}
  api=$((API_PORT + i)) worker=$((WORKER_PORT + i))
  extra=()
  [ "$s" = identity ] && extra+=("ID_TOKEN_PRIVATE_KEY=$key")
  write_env "$s-api" PORT="$api" INTERNAL_PORT="$(internal "$api")" "${extra[@]}"
  write_env "$s-worker" PORT="$worker" INTERNAL_PORT="$(internal "$worker")" "${extra[@]}"
  start "$s-api" "$(image "$s-api")"
  start "$s-worker" "$(image "$s-worker")"
  urls+=("${s^^}_URL=http://127.0.0.1:$api/graphql")
done
for i in "${!SUBGRAPHS[@]}"; do
  s=${SUBGRAPHS[$i]}
  api=$((API_PORT + i)) worker=$((WORKER_PORT + i))
  for path in healthz readyz; do wait_ok "$s-api" "http://127.0.0.1:$(internal "$api")/$path"; done
  wait_ok "$s-api" "http://127.0.0.1:$api/healthz"
  metrics "$s-api" "http://127.0.0.1:$(internal "$api")/metrics" "$s" api
  healthcheck "$s-api" "$(image "$s-api")"
  for path in healthz readyz; do wait_ok "$s-worker" "http://127.0.0.1:$(internal "$worker")/$path"; done
  metrics "$s-worker" "http://127.0.0.1:$(internal "$worker")/metrics" "$s" worker
  healthcheck "$s-worker" "$(image "$s-worker")"
done

say "Gateway"
# The sign-in and mail counters per IP live in the stack's Redis, shared with every test run on this
# machine (all from 127.0.0.1): the gateway takes the test runs' limits (scripts/lib.sh TEST_LIMITS).
write_env gateway PORT="$GATEWAY_PORT" INTERNAL_PORT="$(internal "$GATEWAY_PORT")" "${urls[@]}" "${TEST_LIMITS[@]}"
start gateway "$(image gateway)"
for path in healthz readyz; do wait_ok gateway "http://127.0.0.1:$(internal "$GATEWAY_PORT")/$path"; done
wait_ok gateway "http://127.0.0.1:$GATEWAY_PORT/healthz"
metrics gateway "http://127.0.0.1:$(internal "$GATEWAY_PORT")/metrics" gateway gateway
healthcheck gateway "$(image gateway)"
# Its actor-cache consumer reaches Kafka from the container and joins its group.
wait_log gateway 'cache invalidation consumer running'
page=$(curl -fsS -H "host: $BUSINESS.localhost:$GATEWAY_PORT" -H 'accept: text/html' "http://127.0.0.1:$GATEWAY_PORT/")
grep -q '<div id="root">' <<<"$page" ||
  { echo "gateway: / is not the web app's page" >&2; exit 1; }
echo "  gateway /: the web app's page"

say "Through the containerised gateway: sign-in, businessQuery, currentUser, people"
gateway_url=http://127.0.0.1:$GATEWAY_PORT
found=0
node docker/smoke-client.js "$gateway_url" "$BUSINESS" --exists || found=$?
[ "$found" -le 1 ] || exit 1
if [ "$found" -eq 1 ]; then
  say "Demo data (the host's seed: node services/<subgraph>/dist/main.js seed)"
  [ -f "services/${SUBGRAPHS[0]}/dist/main.js" ] || { echo "the demo business is missing, and seeding it needs the host's build (npx nx run-many -t build)" >&2; exit 1; }
  # The seeds reach identity's internal API in its container, with this run's service secret.
  (set -a && . "$SECRETS/common" && set +a && export NODE_ENV=development && seed_demo)
fi
node docker/smoke-client.js "$gateway_url" "$BUSINESS" "$LOGIN" "$PASSWORD"

say "Image sizes"
for name in gateway "${SUBGRAPHS[@]/%/-api}" "${SUBGRAPHS[@]/%/-worker}"; do
  printf '%-44s %s\n' "$(image "$name")" "$(image_size "$(image "$name")")"
done
