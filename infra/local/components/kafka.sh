# shellcheck shell=bash
# Kafka 3.9.1, single node in KRaft mode: jars from Maven Central (pinned by
# infra/local/kafka/pom.xml) under .local/kafka, or a broker that already
# answers on $KAFKA_PORT. Sourced by infra/local/stack.sh.

KAFKA_POM=$SCRIPT_DIR/kafka/pom.xml
KAFKA_DIR=$LOCAL/kafka
KAFKA_LIBS=$KAFKA_DIR/libs
KAFKA_HEAP_OPTS=${KAFKA_HEAP_OPTS:--Xms512m -Xmx512m}
KAFKA_START_TIMEOUT=${KAFKA_START_TIMEOUT:-90}
KAFKA_PIDFILE=$RUN/kafka.pid
KAFKA_PATTERN=kafka.Kafka

EXTERNAL_VAR[kafka]=KAFKA_BROKERS
EXTERNAL_PORT[kafka]=9092
ENV_VARS[kafka]=KAFKA_BROKERS

kafka_libs_ok() {
  [[ -f $KAFKA_LIBS/.complete ]] && [[ $(<"$KAFKA_LIBS/.complete") == "$(sha256sum "$KAFKA_POM" | cut -d' ' -f1)" ]]
}

kafka_packages() {
  command -v java >/dev/null || echo default-jre-headless
  kafka_libs_ok || command -v mvn >/dev/null || echo maven
  return 0
}

java_major() {
  local v
  v=$(java -version 2>&1 | awk -F'"' '/version/ {print $2; exit}')
  v=${v#1.}
  printf '%s' "${v%%.*}"
}

# Java 11+, and the jars of infra/local/kafka/pom.xml copied out of Maven Central.
kafka_install() {
  command -v java >/dev/null || fail kafka "java not found"
  local jv
  jv=$(java_major)
  if ! [[ $jv =~ ^[0-9]+$ ]] || ((jv < 11)); then
    fail kafka "Java 11+ required (found '${jv:-none}')"
  fi
  kafka_libs_ok && return 0
  local log=$LOGS/kafka-install.log t0=$SECONDS
  command -v mvn >/dev/null || fail kafka "mvn not found"
  say kafka "fetching Kafka jars from Maven Central (log: $(rel "$log"))"
  rm -rf "$KAFKA_LIBS" "$KAFKA_LIBS.tmp"
  mvn -q -B -Dstyle.color=never -f "$KAFKA_POM" dependency:copy-dependencies -DincludeScope=runtime \
    -DoutputDirectory="$KAFKA_LIBS.tmp" >>"$log" 2>&1 </dev/null ||
    fail kafka "mvn dependency:copy-dependencies failed" "$log"
  sha256sum "$KAFKA_POM" | cut -d' ' -f1 >"$KAFKA_LIBS.tmp/.complete"
  mv "$KAFKA_LIBS.tmp" "$KAFKA_LIBS"
  say kafka "jars ready ($(find "$KAFKA_LIBS" -name '*.jar' | wc -l) jars, $((SECONDS - t0))s)"
}

# Sends a Kafka ApiVersions (v0) request and checks the correlation id of the answer,
# so a process that merely holds the port does not count as a broker.
kafka_probe() {
  local out
  # shellcheck disable=SC2016 # expanded by the child shell
  out=$(timeout 2 bash -c '
    exec 3<>"/dev/tcp/$0/$1" || exit 1
    printf "\x00\x00\x00\x0e\x00\x12\x00\x00\x00\x00\x00\x07\x00\x04tmpo" >&3
    head -c 8 <&3 | od -An -tx1' "$HOST" "$KAFKA_PORT" 2>/dev/null) || return 1
  read -r -a out <<<"$out"
  [[ ${#out[@]} -eq 8 && "${out[*]:4:4}" == "00 00 00 07" ]]
}

kafka_address() { printf '%s' "$HOST:$KAFKA_PORT"; }

kafka_env() { printf '%s' "KAFKA_BROKERS=$HOST:$KAFKA_PORT"; }

kafka_pid() { owned_pid "$KAFKA_PIDFILE" "$KAFKA_PATTERN"; }

kafka_java() { # CLASS ARGS... (tools: quiet logging)
  java -Dlog4j.configuration="file:$KAFKA_DIR/tools-log4j.properties" -cp "$KAFKA_LIBS/*" "$@"
}

kafka_write_config() {
  mkdir -p "$KAFKA_DIR/data" "$KAFKA_DIR/logs"
  cat >"$KAFKA_DIR/server.properties" <<PROPS
# Written by infra/local/stack.sh on every 'up'; edit infra/local/components/kafka.sh, not this file.
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@$HOST:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://$HOST:$KAFKA_PORT,CONTROLLER://$HOST:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://$HOST:$KAFKA_PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$KAFKA_DIR/data
num.partitions=3
default.replication.factor=1
auto.create.topics.enable=true
delete.topic.enable=true
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
num.network.threads=3
num.io.threads=4
log.retention.hours=72
log.segment.bytes=104857600
PROPS
  cp "$SCRIPT_DIR/kafka/log4j.properties" "$SCRIPT_DIR/kafka/tools-log4j.properties" "$KAFKA_DIR/"
}

kafka_format_storage() {
  [[ -f $KAFKA_DIR/data/meta.properties ]] && return 0
  local id log=$LOGS/kafka-install.log
  if [[ -s $KAFKA_DIR/cluster-id ]]; then
    id=$(<"$KAFKA_DIR/cluster-id")
  else
    id=$(kafka_java kafka.tools.StorageTool random-uuid 2>>"$log" | tail -n 1) ||
      fail kafka "could not generate a cluster id" "$log"
    [[ $id =~ ^[A-Za-z0-9_-]{22}$ ]] || fail kafka "unexpected cluster id '$id'" "$log"
    printf '%s\n' "$id" >"$KAFKA_DIR/cluster-id"
  fi
  say kafka "formatting storage (cluster id $id)"
  kafka_java kafka.tools.StorageTool format -t "$id" -c "$KAFKA_DIR/server.properties" >>"$log" 2>&1 </dev/null ||
    fail kafka "storage format failed" "$log"
}

# kafka_wait PID LOG: until the broker logs "Kafka Server started" and answers requests.
kafka_wait() {
  local pid=$1 log=$2 i why
  for ((i = 0; i < KAFKA_START_TIMEOUT * 2; i++)); do
    if ! pid_running "$pid" "$KAFKA_PATTERN"; then
      why=$(grep -m1 -oE 'Caused by: [^ ]+: .*|(ERROR|FATAL) .*' "$log" 2>/dev/null | cut -c1-200) || true
      fail kafka "process $pid exited during startup${why:+: $why}" "$log"
    fi
    if grep -q 'Kafka Server started' "$log" 2>/dev/null && kafka_probe; then
      return 0
    fi
    sleep 0.5
  done
  stop_pid kafka "$pid" "$KAFKA_PATTERN" 20
  fail kafka "not ready after ${KAFKA_START_TIMEOUT}s (stopped it again)" "$log"
}

# kafka_reuse: true (after saying so) when a broker that is not ours answers.
kafka_reuse() {
  if ! kafka_probe; then
    tcp_open "$HOST" "$KAFKA_PORT" || return 1
    # Something holds the port but does not speak Kafka (yet): give a starting broker a moment.
    local deadline=$((SECONDS + 10))
    while ((SECONDS < deadline)) && ! kafka_probe; do sleep 0.5; done
    kafka_probe || fail kafka "port $HOST:$KAFKA_PORT is taken by something that is not a Kafka broker"
  fi
  say kafka "reusing the broker already on $HOST:$KAFKA_PORT (not started by stack.sh)"
}

kafka_up() {
  local log=$LOGS/kafka.log pid t0=$SECONDS
  if pid=$(kafka_pid); then
    check_ports kafka "$pid" "$KAFKA_PORT $KAFKA_CONTROLLER_PORT"
    kafka_probe || kafka_wait "$pid" "$log"
    say kafka "running on $HOST:$KAFKA_PORT (pid $pid)"
    return 0
  fi
  kafka_reuse && return 0
  kafka_install
  kafka_write_config
  kafka_format_storage

  say kafka "starting on $HOST:$KAFKA_PORT (controller $KAFKA_CONTROLLER_PORT)"
  rotate_log "$log"
  rm -f "$KAFKA_PIDFILE"
  echo "$KAFKA_PORT $KAFKA_CONTROLLER_PORT" >"$RUN/kafka.ports"
  # shellcheck disable=SC2086 # KAFKA_HEAP_OPTS holds several options
  spawn "$KAFKA_PIDFILE" "$log" java $KAFKA_HEAP_OPTS -XX:+UseG1GC -XX:MaxGCPauseMillis=20 \
    -XX:+ExitOnOutOfMemoryError -Djava.awt.headless=true \
    -Dlog4j.configuration="file:$KAFKA_DIR/log4j.properties" -Dkafka.logs.dir="$KAFKA_DIR/logs" \
    -cp "$KAFKA_LIBS/*" kafka.Kafka "$KAFKA_DIR/server.properties"
  wait_pidfile "$KAFKA_PIDFILE"
  pid=$(cat "$KAFKA_PIDFILE" 2>/dev/null) || fail kafka "process did not start" "$log"
  kafka_wait "$pid" "$log"
  say kafka "ready (pid $pid, $((SECONDS - t0))s)"
}

kafka_down() {
  stop_owned kafka "$KAFKA_PIDFILE" "$KAFKA_PATTERN" 60 "$HOST:$KAFKA_PORT"
}

# `stack.sh kafka-topics ARGS...`: Kafka's TopicCommand against the broker in use.
kafka_topics() {
  kafka_libs_ok || { echo "stack: Kafka jars missing; run 'stack.sh up' first" >&2; exit 1; }
  [[ -f $KAFKA_DIR/tools-log4j.properties ]] || kafka_write_config
  local brokers=$HOST:$KAFKA_PORT
  is_external kafka && brokers=${KAFKA_BROKERS:-$brokers}
  kafka_java org.apache.kafka.tools.TopicCommand --bootstrap-server "$brokers" "$@"
}
