#!/usr/bin/env bash
# Runs the README's test command on a fresh, minimal Debian 12 system, the way a new user's machine
# sees the project: a debootstrap (--variant=minbase) root entered with chroot, holding nothing but
# what scripts/setup.sh installs. The host's installed packages are not visible inside. CI runs
# exactly this (.ci/run); anyone can run it locally as root:
#
#   scripts/ci-fresh-root.sh [all|test|lint|run|sanitize]
#     all       (default) test, then lint, then run, then sanitize
#     test      CI=true scripts/setup.sh test: installs, builds with warnings as errors, runs ctest
#     lint      scripts/setup.sh lint with LINT_CHECKS=format: every C++ file as clang-format 14
#               writes it (the clang-tidy pass, LINT_CHECKS=tidy, runs on demand: see
#               docs/architecture.md)
#     run       scripts/setup.sh run under Xvfb: the GUI must open the example and quit cleanly
#     sanitize  tests built and run with AddressSanitizer + UBSan (RACKWRIGHT_CI_SANITIZE_TESTS,
#               a ctest regex, chooses which; the default is below)
#
# What is kept between runs (under RACKWRIGHT_CI_CACHE, default /var/cache/rackwright-ci):
#   base/     the minimal Debian 12 system made by debootstrap (each run works on a copy)
#   ccache/   the compiler cache used inside the root
#   apt/      downloaded .deb files (a download cache only: nothing in it is installed on the host)
# RACKWRIGHT_CI_COLD=1 ignores all three, as on a machine that never ran CI.
# The repository's committed HEAD is cloned into the root, so uncommitted changes are not seen.
set -euo pipefail

modes=${1:-all}
[ "$modes" = all ] && modes="test lint run sanitize"
for m in $modes; do
  case "$m" in test | lint | run | sanitize) ;; *)
    echo "usage: $0 [all|test|lint|run|sanitize]" >&2
    exit 2
    ;;
  esac
done

repo=$(cd "$(dirname "$0")/.." && git rev-parse --show-toplevel)
cache=${RACKWRIGHT_CI_CACHE:-/var/cache/rackwright-ci}
[ "${RACKWRIGHT_CI_COLD:-0}" = 1 ] && cache=$(mktemp -d /var/tmp/rackwright-ci-cold.XXXXXX)
base=$cache/base
root=$cache/root

log() { printf '[ci-fresh-root %(%H:%M:%S)T] %s\n' -1 "$*"; }
fail() {
  echo "ci-fresh-root: $*" >&2
  exit 2
}

[ "$(id -u)" -eq 0 ] || fail "needs root (it runs debootstrap, mount and chroot)"
if ! command -v debootstrap >/dev/null; then
  log "installing debootstrap on this machine"
  apt-get update -q >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends debootstrap >/dev/null
fi

# The Debian mirror this machine already uses (deb822 sources first, then the one-line format).
mirror=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
[ -n "$mirror" ] || mirror=$(awk '/^deb /{print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)
[ -n "$mirror" ] || fail "no Debian mirror found in /etc/apt/sources.list.d/debian.sources or /etc/apt/sources.list"

started=$(date +%s)
mkdir -p "$cache/ccache" "$cache/apt"
if [ ! -x "$base/usr/bin/apt-get" ]; then
  log "making a minimal Debian 12 base system with debootstrap"
  rm -rf "$base.new"
  mkdir -p "$base.new"
  if ! debootstrap --variant=minbase bookworm "$base.new" "$mirror" >"$cache/debootstrap.log" 2>&1; then
    tail -20 "$cache/debootstrap.log" >&2
    fail "debootstrap failed (log: $cache/debootstrap.log)"
  fi
  rm -rf "$base"
  mv "$base.new" "$base"
fi

mounts=()
cleanup() {
  # Processes started inside the root (Xvfb, the GUI) would keep its mounts busy.
  if [ -d "$root/proc" ]; then
    for p in /proc/[0-9]*; do
      [ "$(readlink "$p/root" 2>/dev/null)" = "$root" ] && kill -9 "${p#/proc/}" 2>/dev/null
    done
  fi
  local i
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do umount -l "${mounts[i]}" 2>/dev/null || true; done
  mounts=()
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP
bind() {
  mkdir -p "$2"
  mount --bind "$1" "$2"
  mounts+=("$2")
}

# Never delete a root that still has something mounted in it (its /dev is the host's /dev).
mounted_under() { awk -v r="$1" '$2 == r || index($2, r "/") == 1 {print $2}' /proc/mounts; }
for m in $(mounted_under "$root" | sort -r); do umount -l "$m" 2>/dev/null || true; done
[ -z "$(mounted_under "$root")" ] || fail "cannot unmount what a previous run left mounted under $root"

log "preparing a throw-away copy of the base system"
rm -rf "$root"
cp -a "$base" "$root"
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
for m in proc sys dev dev/pts; do bind "/$m" "$root/$m"; done
bind "$cache/ccache" "$root/root/.cache/ccache"
bind "$cache/apt" "$root/var/cache/apt/archives"
# Keep downloaded packages in the cache (Debian's docker-style images delete them after install).
rm -f "$root/etc/apt/apt.conf.d/docker-clean"
git clone -q "$repo" "$root/src/rackwright"
log "testing $(git -C "$repo" log -1 --format='%h %s')"

inside() {
  chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    LANG=C.UTF-8 CI=true CCACHE_DIR=/root/.cache/ccache CCACHE_BASEDIR=/src CCACHE_NOHASHDIR=1 \
    CCACHE_MAXSIZE=8G bash -euo pipefail -c "cd /src/rackwright && $1"
}

# The tests CI runs under the sanitizers: every core, command-line and fuzz-replay test.
sanitize_tests=${RACKWRIGHT_CI_SANITIZE_TESTS:-'^(core|cli|fuzz)_'}

status=0
for m in $modes; do
  t0=$(date +%s)
  case "$m" in
    test)
      log "scripts/setup.sh test"
      inside 'scripts/setup.sh test' || status=1
      ;;
    lint)
      log "scripts/setup.sh lint"
      inside 'LINT_CHECKS=format scripts/setup.sh lint' || status=1
      ;;
    run)
      log "scripts/setup.sh run under Xvfb"
      inside 'scripts/ci-gui-smoke.sh' || status=1
      ;;
    sanitize)
      log "core and command-line tests under AddressSanitizer + UBSan"
      inside "SANITIZE_TESTS='$sanitize_tests' scripts/setup.sh sanitize" || status=1
      ;;
  esac
  log "$m took $(($(date +%s) - t0)) s"
  [ $status -eq 0 ] || break
done
log "finished in $(($(date +%s) - started)) s with status $status"
cleanup
if [ "${RACKWRIGHT_CI_COLD:-0}" = 1 ] && [ -z "$(mounted_under "$root")" ]; then rm -rf "$cache"; fi
exit $status
