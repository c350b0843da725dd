{{/*
What every pod shares: user 10001, no privileges, a read-only root filesystem with a writable /tmp,
no Kubernetes API token, no service-link variables (they could shadow the processes' own).
*/}}

{{- define "tempo.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: 10001
runAsGroup: 10001
fsGroup: 10001
seccompProfile:
  type: RuntimeDefault
{{- end -}}

{{- define "tempo.containerSecurityContext" -}}
runAsNonRoot: true
runAsUser: 10001
runAsGroup: 10001
allowPrivilegeEscalation: false
readOnlyRootFilesystem: true
capabilities:
  drop: [ALL]
{{- end -}}

{{/* The pod-level fields: (dict "root" $ "app" .. "role" .. "spread" bool). */}}
{{- define "tempo.podSpec" -}}
{{- $v := .root.Values -}}
{{- $pod := $v.pod -}}
automountServiceAccountToken: false
enableServiceLinks: false
{{- with $v.serviceAccountName }}
serviceAccountName: {{ . }}
{{- end }}
{{- with $v.image.pullSecrets }}
imagePullSecrets:
  {{- range . }}
  - name: {{ . }}
  {{- end }}
{{- end }}
securityContext: {{- include "tempo.podSecurityContext" . | nindent 2 }}
{{- with $pod.nodeSelector }}
nodeSelector: {{- toYaml . | nindent 2 }}
{{- end }}
{{- with $pod.tolerations }}
tolerations: {{- toYaml . | nindent 2 }}
{{- end }}
{{- with $pod.affinity }}
affinity: {{- toYaml . | nindent 2 }}
{{- end }}
{{- if and .spread $pod.spreadOverNodes }}
topologySpreadConstraints:
  - maxSkew: 1
    topologyKey: kubernetes.io/hostname
    whenUnsatisfiable: ScheduleAnyway
    labelSelector:
      matchLabels: {{- include "tempo.selectorLabels" . | nindent 8 }}
{{- end }}
volumes:
  - name: tmp
    emptyDir:
      sizeLimit: {{ $pod.tmpSizeLimit }}
{{- end -}}

{{- define "tempo.tmpMount" -}}
volumeMounts:
  - name: tmp
    mountPath: /tmp
{{- end -}}

{{/*
A Deployment: (dict "root" $ "app" "gateway|<subgraph>" "role" "gateway|api|worker" "image" name "args" list
"settings" {replicas, resources, autoscaling?} "public" bool "configMaps" list "secretEnv" YAML "checksum" string).
*/}}
{{- define "tempo.deployment" -}}
{{- $root := .root -}}
{{- $v := $root.Values -}}
{{- $s := .settings -}}
{{- $name := printf "%s-%s" (include "tempo.fullname" $root) (ternary "gateway" (printf "%s-%s" .app .role) (eq .role "gateway")) -}}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ $name }}
  labels: {{- include "tempo.allLabels" . | nindent 4 }}
spec:
  {{- if not (and $s.autoscaling $s.autoscaling.enabled) }}
  replicas: {{ $s.replicas | int }}
  {{- end }}
  revisionHistoryLimit: 5
  selector:
    matchLabels: {{- include "tempo.selectorLabels" . | nindent 6 }}
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxSurge: 25%
      maxUnavailable: 0
  template:
    metadata:
      labels: {{- include "tempo.allLabels" . | nindent 8 }}
      annotations:
        checksum/config: {{ .checksum }}
        {{- if $v.metrics.podAnnotations }}
        prometheus.io/scrape: "true"
        prometheus.io/port: "9090"
        prometheus.io/path: /metrics
        {{- end }}
    spec:
      {{- include "tempo.podSpec" (merge (dict "spread" (ne .role "worker")) .) | nindent 6 }}
      terminationGracePeriodSeconds: {{ $v.pod.terminationGracePeriodSeconds | int }}
      containers:
        - name: {{ .role }}
          image: {{ include "tempo.image" (dict "root" $root "name" .image) | quote }}
          imagePullPolicy: {{ $v.image.pullPolicy }}
          {{- with .args }}
          args: {{ toJson . }}
          {{- end }}
          ports:
            {{- if .public }}
            - name: http
              containerPort: 8080
              protocol: TCP
            {{- end }}
            - name: internal
              containerPort: 9090
              protocol: TCP
          envFrom:
            {{- range .configMaps }}
            - configMapRef:
                name: {{ . }}
            {{- end }}
          env: {{- .secretEnv | trim | nindent 12 }}
          startupProbe:
            httpGet: { path: /healthz, port: internal }
            periodSeconds: 2
            timeoutSeconds: 2
            failureThreshold: 60
          readinessProbe:
            httpGet: { path: /readyz, port: internal }
            periodSeconds: 5
            timeoutSeconds: 3
            failureThreshold: 3
          livenessProbe:
            httpGet: { path: /healthz, port: internal }
            periodSeconds: 10
            timeoutSeconds: 3
            failureThreshold: 3
          lifecycle:
            preStop:
              sleep:
                seconds: {{ $v.pod.preStopSleepSeconds | int }}
          resources: {{- toYaml $s.resources | nindent 12 }}
          securityContext: {{- include "tempo.containerSecurityContext" . | nindent 12 }}
          {{- include "tempo.tmpMount" . | nindent 10 }}
{{- end -}}
