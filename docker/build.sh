#!/usr/bin/env bash
# Builds every image of the product with buildah (docker/Containerfile):
#   tempo/gateway, and for each subgraph S found (node scripts/subgraphs.js) tempo/S-api and tempo/S-worker,
# tagged with the git short sha (plus -dirty when the work tree has changes) and latest.
#
#   bash docker/build.sh [IMAGE...]      e.g. bash docker/build.sh gateway people-api
#
# BASE_IMAGE: the official docker.io/library/node:20-bookworm-slim by default; when it cannot be pulled
# (no registry reachable), or when BASE_IMAGE=localhost/tempo/base:bookworm-node20, the local base is built
# from Debian's packages first (docker/base/build.sh; kept once built). IMAGE_PREFIX (default
# localhost/tempo) names the images. The npm registry inside the build is this machine's
# (`npm config get registry`), and its TLS bundle (npm's cafile, else NODE_EXTRA_CA_CERTS) is lent to
# the npm steps as a build secret, never written into a layer. The stages up to the build of every
# project are shared by all images (--layers), and nx's cache persists between builds, so a change to
# one file rebuilds what depends on it. Prints each image's size and the total time.
source "$(dirname "$0")/lib.sh"

ensure_buildah
LOG_DIR=$ROOT/.local/logs/images
mkdir -p "$LOG_DIR"

BASE_IMAGE=${BASE_IMAGE:-$OFFICIAL_BASE}
if [ "$BASE_IMAGE" != "$LOCAL_BASE" ] && ! image_exists "$BASE_IMAGE"; then
  say "Pulling $BASE_IMAGE"
  if ! timeout 300 buildah pull --quiet "$BASE_IMAGE" >"$LOG_DIR/pull.log" 2>&1; then
    echo "$BASE_IMAGE cannot be pulled ($(tail -n 1 "$LOG_DIR/pull.log")): using $LOCAL_BASE"
    BASE_IMAGE=$LOCAL_BASE
  fi
fi
if [ "$BASE_IMAGE" = "$LOCAL_BASE" ]; then
  base_start=$SECONDS
  bash docker/base/build.sh
  echo "base image: $((SECONDS - base_start))s"
fi

NPM_REGISTRY=${NPM_REGISTRY:-$(npm config get registry 2>/dev/null || echo https://registry.npmjs.org/)}
ca=$(npm config get cafile 2>/dev/null || true)
[ -n "$ca" ] && [ "$ca" != null ] && [ -f "$ca" ] || ca=${NODE_EXTRA_CA_CERTS:-}
secret=$(mktemp)
trap 'rm -f "$secret"' EXIT
[ -n "$ca" ] && [ -f "$ca" ] && cat "$ca" >"$secret"

# The npm that installs inside the build: this machine's, which wrote the lock file.
NPM_VERSION=${NPM_VERSION:-$(npm -v 2>/dev/null || true)}

REVISION=$(git rev-parse HEAD 2>/dev/null || echo unknown)
TAG=$(git rev-parse --short HEAD 2>/dev/null || echo dev)
[ -z "$(git status --porcelain 2>/dev/null)" ] || TAG=$TAG-dirty

# name target SERVICE, one line each: the gateway, then each subgraph's API and worker.
images() {
  echo "gateway gateway gateway"
  local s
  for s in $(subgraph_names); do echo "$s-api api $s" && echo "$s-worker worker $s"; done
}
wanted=("$@")
selected() {
  [ "${#wanted[@]}" -eq 0 ] && return 0
  local w
  for w in "${wanted[@]}"; do [ "$w" = "$1" ] && return 0; done
  return 1
}

say "Images from $BASE_IMAGE, tag $TAG, npm registry $NPM_REGISTRY (logs: .local/logs/images/)"
built=()
while read -r name target service; do
  selected "$name" || continue
  start=$SECONDS
  printf '%-34s' "$IMAGE_PREFIX/$name"
  if ! buildah bud --layers --force-rm --isolation chroot --format docker \
    -f docker/Containerfile --ignorefile docker/Containerfile.dockerignore \
    --build-arg BASE_IMAGE="$BASE_IMAGE" --build-arg NPM_REGISTRY="$NPM_REGISTRY" --build-arg NPM_VERSION="$NPM_VERSION" \
    --build-arg SERVICE="$service" --label org.opencontainers.image.revision="$REVISION" \
    --secret id=npm-ca,src="$secret" \
    --target "$target" -t "$IMAGE_PREFIX/$name:$TAG" -t "$IMAGE_PREFIX/$name:latest" . >"$LOG_DIR/$name.log" 2>&1; then
    echo " failed; the end of .local/logs/images/$name.log:"
    tail -n 40 "$LOG_DIR/$name.log"
    exit 1
  fi
  echo " $((SECONDS - start))s"
  built+=("$name")
done < <(images)
[ "${#built[@]}" -gt 0 ] || { echo "no image named ${wanted[*]}; images: $(images | cut -d' ' -f1 | xargs)" >&2; exit 2; }

say "Sizes"
for name in "${built[@]}"; do printf '%-48s %s\n' "$IMAGE_PREFIX/$name:$TAG" "$(image_size "$IMAGE_PREFIX/$name:$TAG")"; done
echo "base $BASE_IMAGE: $(image_size "$BASE_IMAGE")"
echo "built ${#built[@]} images in ${SECONDS}s"
