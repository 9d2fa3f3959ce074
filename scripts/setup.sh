#!/usr/bin/env bash
# One entry point for a fresh Debian 12 machine:
#   scripts/setup.sh run    install what is missing, build, open the example design
#   scripts/setup.sh test   install what is missing, build, run the whole test suite
# Set BUILD_DIR to build elsewhere (default: build). CI sets CI=true, which turns warnings into
# errors.
set -euo pipefail

mode=${1:-run}
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}

packages=(
  build-essential cmake ninja-build ccache pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools
  qt6-l10n-tools qt6-qpa-plugins libgl-dev libqt6opengl6-dev qcoro-qt6-dev libspdlog-dev libyaml-cpp-dev
  libqrencode-dev libzxing-dev poppler-utils desktop-file-utils appstream fonts-dejavu-core
  dpkg-dev file xvfb xauth
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
fi

werror=OFF
[ "${CI:-}" = "true" ] && werror=ON
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DRACKWRIGHT_WARNINGS_AS_ERRORS=$werror
cmake --build "$build"

case "$mode" in
  run)
    exec "$build/app/rackwright" "$root/examples/two-node-pilot.rackwright"
    ;;
  test)
    cd "$build"
    ctest --output-on-failure --timeout 900 -j "$(nproc)"
    ;;
  *)
    echo "usage: $0 run|test" >&2
    exit 2
    ;;
esac
