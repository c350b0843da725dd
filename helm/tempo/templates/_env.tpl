{{/*
The processes' environment. Non-secret variables are maps (YAML) that the ConfigMaps hold and the
migration jobs (which run before the ConfigMaps exist) carry inline; secret ones are env entries
with secretKeyRef. A URL that embeds a credential (REDIS_URL, SMTP_URL) is in the ConfigMap
without it and assembled again in the container from the Secret ($(VAR) expansion).
*/}}

{{/* (dict "v" .Values "userinfo" "" | ":$(REDIS_PASSWORD)@") */}}
{{- define "tempo.redisUrl" -}}
{{- $r := .v.redis -}}
{{- $host := required "redis.host is empty: the Redis server's host name (REDIS_URL)" $r.host -}}
{{- printf "%s://%s%s:%d/%d" (ternary "rediss" "redis" $r.tls) .userinfo $host ($r.port | int) ($r.db | int) -}}
{{- end -}}

{{- define "tempo.smtpUrl" -}}
{{- $s := .v.smtp -}}
{{- $host := required "smtp.host is empty: the mail server's host name (SMTP_URL)" $s.host -}}
{{- printf "%s://%s%s:%d" (ternary "smtps" "smtp" $s.tls) .userinfo $host ($s.port | int) -}}
{{- end -}}

{{/* Variables of every process. */}}
{{- define "tempo.sharedConfig" -}}
{{- $v := .Values -}}
NODE_ENV: {{ $v.nodeEnv | quote }}
LOG_LEVEL: {{ $v.logLevel | quote }}
HOST: "0.0.0.0"
INTERNAL_HOST: "0.0.0.0"
PORT: "8080"
INTERNAL_PORT: "9090"
PUBLIC_DOMAIN: {{ required "public.domain is empty: the domain businesses are subdomains of (PUBLIC_DOMAIN)" $v.public.domain | quote }}
PUBLIC_PROTOCOL: {{ $v.public.protocol | quote }}
PUBLIC_PORT: {{ $v.public.port | toString | quote }}
REDIS_URL: {{ include "tempo.redisUrl" (dict "v" $v "userinfo" "") | quote }}
KAFKA_BROKERS: {{ required "kafka.brokers is empty: the Kafka bootstrap servers, host:port each (KAFKA_BROKERS)" (join "," $v.kafka.brokers) | quote }}
KAFKA_CLIENT_ID: {{ $v.kafka.clientId | quote }}
OUTBOX_RELAY_ENABLED: "true"
{{- end -}}

{{/* The gateway's variables: its env, where each subgraph's GraphQL is, identity's internal API. */}}
{{- define "tempo.gatewayConfig" -}}
{{- $root := . -}}
{{- if not (hasKey .Values.subgraphs "identity") -}}
{{- fail "subgraphs.identity is missing: the gateway signs users in through identity" -}}
{{- end -}}
{{- $out := dict -}}
{{- range $k, $v := .Values.gateway.env }}{{ $_ := set $out $k (toString $v) }}{{ end -}}
{{- range $name := include "tempo.subgraphNames" . | fromJsonArray -}}
{{- $_ := set $out (printf "%s_URL" (upper $name)) (printf "http://%s:8080/graphql" (include "tempo.serviceHost" (dict "root" $root "name" (printf "%s-api" $name)))) -}}
{{- end -}}
{{- $_ := set $out "IDENTITY_INTERNAL_URL" (include "tempo.identityInternalUrl" .) -}}
{{- toYaml $out -}}
{{- end -}}

{{- define "tempo.identityInternalUrl" -}}
{{- printf "http://%s:9090" (include "tempo.serviceHost" (dict "root" . "name" "identity-api")) -}}
{{- end -}}

{{/* DATABASE_URL: the admin role without its password (the migration jobs pass it as PGPASSWORD). */}}
{{- define "tempo.databaseUrl" -}}
{{- $p := .Values.postgresql -}}
{{- $host := required "postgresql.host is empty: the PostgreSQL server's host name (DATABASE_URL)" $p.host -}}
{{- $query := list -}}
{{- range $k, $v := $p.params }}{{ $query = append $query (printf "%s=%s" (urlquery $k) (urlquery (toString $v))) }}{{ end -}}
{{- printf "postgres://%s@%s:%d/%s" (urlquery $p.adminUser) $host ($p.port | int) $p.adminDatabase -}}
{{- if $query }}?{{ join "&" $query }}{{ end -}}
{{- end -}}

{{/* A subgraph's variables: (dict "root" $ "name" name "sg" merged-settings). */}}
{{- define "tempo.subgraphConfig" -}}
{{- $root := .root -}}
{{- $v := $root.Values -}}
{{- $out := dict "DATABASE_URL" (include "tempo.databaseUrl" $root) "DATABASE_POOL_SIZE" (toString ($v.postgresql.poolSize | int)) "IDENTITY_INTERNAL_URL" (include "tempo.identityInternalUrl" $root) -}}
{{- if has "smtp" .sg.uses -}}
{{- $_ := set $out "SMTP_URL" (include "tempo.smtpUrl" (dict "v" $v "userinfo" "")) -}}
{{- end -}}
{{- if has "s3" .sg.uses -}}
{{- $endpoint := required "s3.endpoint is empty: the object store's URL, e.g. https://s3.eu-west-1.amazonaws.com (S3_URL)" $v.s3.endpoint -}}
{{- $_ := set $out "S3_URL" (ternary (printf "%s?region=%s" $endpoint $v.s3.region) $endpoint (ne $v.s3.region "")) -}}
{{- $_ := set $out "S3_BUCKET" (required "s3.bucket is empty: the bucket of photos and files (S3_BUCKET)" $v.s3.bucket) -}}
{{- end -}}
{{- range $k, $val := .sg.env }}{{ $_ := set $out $k (toString $val) }}{{ end -}}
{{- toYaml $out -}}
{{- end -}}

{{/* A map of variables as env entries. */}}
{{- define "tempo.envList" -}}
{{- range $k, $v := . }}
- name: {{ $k }}
  value: {{ $v | toString | quote }}
{{- end -}}
{{- end -}}

{{/* NAME: {name, key} entries of a secretEnv map: (dict "env" map "path" "gateway.secretEnv"). */}}
{{- define "tempo.secretEnvList" -}}
{{- $path := .path -}}
{{- range $k, $ref := .env }}
- name: {{ $k }}
  {{- include "tempo.secretKeyRef" (dict "ref" $ref "path" (printf "%s.%s" $path $k) "holds" $k) | nindent 2 }}
{{- end -}}
{{- end -}}

{{/* ACTOR_TOKEN_SECRET, SERVICE_TOKEN_SECRET and REDIS_URL with its password: the gateway and every subgraph. */}}
{{- define "tempo.commonSecretEnv" -}}
{{- $s := .Values.secrets }}
- name: ACTOR_TOKEN_SECRET
  {{- include "tempo.secretKeyRef" (dict "ref" $s.actorToken "path" "secrets.actorToken" "holds" "ACTOR_TOKEN_SECRET") | nindent 2 }}
- name: SERVICE_TOKEN_SECRET
  {{- include "tempo.secretKeyRef" (dict "ref" $s.serviceToken "path" "secrets.serviceToken" "holds" "SERVICE_TOKEN_SECRET") | nindent 2 }}
{{- if .Values.redis.password.name }}
- name: REDIS_PASSWORD
  {{- include "tempo.secretKeyRef" (dict "ref" .Values.redis.password "path" "redis.password" "holds" "the Redis password") | nindent 2 }}
- name: REDIS_URL
  value: {{ include "tempo.redisUrl" (dict "v" .Values "userinfo" ":$(REDIS_PASSWORD)@") | quote }}
{{- end -}}
{{- end -}}

{{- define "tempo.gatewaySecretEnv" -}}
{{- include "tempo.commonSecretEnv" . -}}
{{- include "tempo.secretEnvList" (dict "env" .Values.gateway.secretEnv "path" "gateway.secretEnv") -}}
{{- end -}}

{{/* What `uses` brings from Secrets: use -> list of [variable, secrets.<entry>]. */}}
{{- define "tempo.usesSecrets" -}}
idToken: [[ID_TOKEN_PRIVATE_KEY, idTokenPrivateKey]]
stripe: [[STRIPE_SECRET_KEY, stripeSecretKey], [STRIPE_WEBHOOK_SECRET, stripeWebhookSecret]]
twilio: [[TWILIO_ACCOUNT_SID, twilioAccountSid], [TWILIO_AUTH_TOKEN, twilioAuthToken]]
{{- end -}}

{{/* DATABASE_APP_PASSWORD and the per-subgraph database URLs: (dict "root" $ "name" name "sg" settings "owner" bool). */}}
{{- define "tempo.databaseSecretEnv" -}}
{{- $p := .root.Values.postgresql }}
- name: DATABASE_APP_PASSWORD
  {{- include "tempo.secretKeyRef" (dict "ref" $p.appPassword "path" "postgresql.appPassword" "holds" "DATABASE_APP_PASSWORD") | nindent 2 }}
{{- $db := .sg.database -}}
{{- $prefix := upper .name -}}
{{- if $db.appUrl.name }}
- name: {{ $prefix }}_DATABASE_APP_URL
  {{- include "tempo.secretKeyRef" (dict "ref" $db.appUrl "path" (printf "subgraphs.%s.database.appUrl" .name) "holds" (printf "%s_DATABASE_APP_URL" $prefix)) | nindent 2 }}
{{- end -}}
{{- if and .owner $db.ownerUrl.name }}
- name: {{ $prefix }}_DATABASE_URL
  {{- include "tempo.secretKeyRef" (dict "ref" $db.ownerUrl "path" (printf "subgraphs.%s.database.ownerUrl" .name) "holds" (printf "%s_DATABASE_URL" $prefix)) | nindent 2 }}
{{- end -}}
{{- end -}}

{{/* A subgraph's API and worker: (dict "root" $ "name" name "sg" settings). */}}
{{- define "tempo.subgraphSecretEnv" -}}
{{- $root := .root -}}
{{- $v := $root.Values -}}
{{- include "tempo.commonSecretEnv" $root -}}
{{- include "tempo.databaseSecretEnv" (merge (dict "owner" false) .) -}}
{{- if and (has "smtp" .sg.uses) $v.smtp.credentials.name }}
- name: SMTP_USERNAME
  {{- include "tempo.secretKeyRef" (dict "ref" $v.smtp.credentials "path" "smtp.credentials" "holds" "the SMTP user name" "keyField" "usernameKey") | nindent 2 }}
- name: SMTP_PASSWORD
  {{- include "tempo.secretKeyRef" (dict "ref" $v.smtp.credentials "path" "smtp.credentials" "holds" "the SMTP password" "keyField" "passwordKey") | nindent 2 }}
- name: SMTP_URL
  value: {{ include "tempo.smtpUrl" (dict "v" $v "userinfo" "$(SMTP_USERNAME):$(SMTP_PASSWORD)@") | quote }}
{{- end -}}
{{- if and (has "s3" .sg.uses) $v.s3.accessKeys.name }}
- name: AWS_ACCESS_KEY_ID
  {{- include "tempo.secretKeyRef" (dict "ref" $v.s3.accessKeys "path" "s3.accessKeys" "holds" "the S3 access key id" "keyField" "accessKeyIdKey") | nindent 2 }}
- name: AWS_SECRET_ACCESS_KEY
  {{- include "tempo.secretKeyRef" (dict "ref" $v.s3.accessKeys "path" "s3.accessKeys" "holds" "the S3 secret access key" "keyField" "secretAccessKeyKey") | nindent 2 }}
{{- end -}}
{{- $bySecret := include "tempo.usesSecrets" . | fromYaml -}}
{{- range $use := .sg.uses -}}
{{- range $pair := index $bySecret $use | default list }}
- name: {{ index $pair 0 }}
  {{- include "tempo.secretKeyRef" (dict "ref" (index $v.secrets (index $pair 1)) "path" (printf "secrets.%s" (index $pair 1)) "holds" (index $pair 0)) | nindent 2 }}
{{- end -}}
{{- end -}}
{{- include "tempo.secretEnvList" (dict "env" .sg.secretEnv "path" (printf "subgraphs.%s.secretEnv" .name)) -}}
{{- end -}}
