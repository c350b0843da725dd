{{/*
Names, labels, images, and the merge of a subgraph's block over subgraphDefaults.
*/}}

{{- define "tempo.fullname" -}}
{{- default .Release.Name .Values.fullnameOverride | trunc 40 | trimSuffix "-" -}}
{{- end -}}

{{/* Labels of every object. */}}
{{- define "tempo.labels" -}}
app.kubernetes.io/name: tempo
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: tempo
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{/*
Selector labels of one process: (dict "root" $ "app" "gateway|<subgraph>" "role" "gateway|api|worker|migration").
app and role are the labels the processes put on their metrics.
*/}}
{{- define "tempo.selectorLabels" -}}
app.kubernetes.io/instance: {{ .root.Release.Name }}
tempo/app: {{ .app }}
tempo/role: {{ .role }}
{{- end -}}

{{/* Labels of one process's objects: the common ones and its selector labels. */}}
{{- define "tempo.allLabels" -}}
{{ include "tempo.labels" .root }}
tempo/app: {{ .app }}
tempo/role: {{ .role }}
app.kubernetes.io/component: {{ .role }}
{{- end -}}

{{/* An image: (dict "root" $ "name" "gateway|<subgraph>-api|<subgraph>-worker"). */}}
{{- define "tempo.image" -}}
{{- $i := .root.Values.image -}}
{{- $repo := printf "%s/%s" $i.prefix .name -}}
{{- if $i.registry }}{{ $repo = printf "%s/%s" (trimSuffix "/" $i.registry) $repo }}{{ end -}}
{{- printf "%s:%s" $repo (default .root.Chart.AppVersion $i.tag) -}}
{{- end -}}

{{/*
Recursive merge: (dict "base" map "over" map), as YAML. Maps merge key by key; any other value in
"over" replaces the base's, false, 0 and "" included (sprig's merge functions skip those).
*/}}
{{- define "tempo.merge" -}}
{{- $out := deepCopy .base -}}
{{- range $k, $v := .over -}}
{{- $b := index $out $k -}}
{{- if and (kindIs "map" $v) (kindIs "map" $b) -}}
{{- $_ := set $out $k (include "tempo.merge" (dict "base" $b "over" $v) | fromYaml) -}}
{{- else -}}
{{- $_ := set $out $k $v -}}
{{- end -}}
{{- end -}}
{{- toYaml $out -}}
{{- end -}}

{{/* A subgraph's settings: (dict "root" $ "name" name) -> its block over subgraphDefaults, as YAML. */}}
{{- define "tempo.subgraph" -}}
{{- $block := index .root.Values.subgraphs .name | default dict -}}
{{- include "tempo.merge" (dict "base" .root.Values.subgraphDefaults "over" $block) -}}
{{- end -}}

{{/* The names of the subgraphs, sorted (stable output). */}}
{{- define "tempo.subgraphNames" -}}
{{- keys .Values.subgraphs | sortAlpha | toJson -}}
{{- end -}}

{{/* A Service's in-cluster host: (dict "root" $ "name" "gateway|<subgraph>-api"). */}}
{{- define "tempo.serviceHost" -}}
{{- printf "%s-%s" (include "tempo.fullname" .root) .name -}}
{{- end -}}

{{/*
A secretKeyRef, failing with a message naming the value when the Secret's name is empty:
(dict "ref" {name,key} "path" "secrets.actorToken" "holds" "ACTOR_TOKEN_SECRET" ["keyField" "key"]).
*/}}
{{- define "tempo.secretKeyRef" -}}
{{- $keyField := default "key" .keyField -}}
{{- $name := required (printf "%s.name is empty: name the Secret that holds %s (helm/README.md, Secrets)" .path .holds) .ref.name -}}
valueFrom:
  secretKeyRef:
    name: {{ $name | quote }}
    key: {{ required (printf "%s.%s is empty: the key of %s in Secret %s" .path $keyField .holds $name) (index .ref $keyField) | quote }}
{{- end -}}

{{/* A number as an integer, a string (e.g. "50%") quoted. */}}
{{- define "tempo.intOrString" -}}
{{- if kindIs "string" . }}{{ quote . }}{{ else }}{{ int . }}{{ end -}}
{{- end -}}
