#!/usr/bin/env bash
# Shared by docker/base/build.sh, docker/build.sh and docker/smoke.sh: buildah's settings on this machine
# (vfs storage, chroot isolation: no daemon, no overlay or user namespaces needed), the image names, and
# small helpers. Sourced; sets ROOT to the repository and works from there.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

# vfs works on any filesystem and without privileges beyond root; chroot isolation shares the host's
# network, so a container's ports are the host's (each process gets its own PORT / INTERNAL_PORT).
export STORAGE_DRIVER=${STORAGE_DRIVER:-vfs}
export BUILDAH_ISOLATION=${BUILDAH_ISOLATION:-chroot}
export BUILDAH_FORMAT=${BUILDAH_FORMAT:-docker} # the docker format keeps HEALTHCHECK (OCI has no field for it)

OFFICIAL_BASE=docker.io/library/node:20-bookworm-slim
LOCAL_BASE=localhost/tempo/base:bookworm-node20
IMAGE_PREFIX=${IMAGE_PREFIX:-localhost/tempo}

say() { printf "\n\033[1m== %s\033[0m  (+%ss)\n" "$*" "$SECONDS"; }

# buildah and debootstrap from Debian's packages when missing.
ensure_buildah() {
  local missing=()
  command -v buildah >/dev/null || missing+=(buildah)
  command -v debootstrap >/dev/null || missing+=(debootstrap)
  [ "${#missing[@]}" -eq 0 ] && return 0
  say "Installing ${missing[*]} (apt-get)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
}

image_exists() { buildah inspect --type image "$1" >/dev/null 2>&1; }

# The size of an image (its layers, uncompressed), as buildah prints it, e.g. "197 MB".
image_size() { buildah images --format '{{.Size}}' "$1" | head -n 1; }

# The subgraphs, one name a line (scripts/subgraphs.js reads their manifests through @tempo/config's
# build; without it, the manifests are read here the same way: services/*/package.json with tempo.subgraph).
subgraph_names() {
  if [ -f libs/nest/config/dist/index.js ]; then
    node scripts/subgraphs.js | cut -d' ' -f1
  else
    node -e '
      const { readdirSync, readFileSync, existsSync } = require("node:fs");
      const found = readdirSync("services")
        .map((d) => `services/${d}/package.json`)
        .filter(existsSync)
        .map((f) => JSON.parse(readFileSync(f, "utf8")).tempo?.subgraph)
        .filter(Boolean)
        .sort((a, b) => a.port - b.port);
      for (const s of found) console.log(s.name);'
  fi
}
