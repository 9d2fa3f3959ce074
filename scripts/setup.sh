#!/usr/bin/env bash
# One entry point for a fresh Debian 12 machine:
#   scripts/setup.sh run        install what is missing, build, open the example design
#   scripts/setup.sh test       install what is missing, build, run the whole test suite
#   scripts/setup.sh sanitize   the core and command-line tests under AddressSanitizer + UBSan
#                               (in build-asan/)
#   scripts/setup.sh fuzz       install clang's libFuzzer and build the fuzz targets (build-fuzz/);
#                               docs/reliability.md says how to run them
#   scripts/setup.sh lint       install clang-format and clang-tidy 14, build, and run the code
#                               checks (scripts/lint.sh: formatting and the curated clang-tidy
#                               checks in .clang-tidy)
# Set BUILD_DIR to build elsewhere (default: build). CI sets CI=true, which turns warnings into
# errors.
set -euo pipefail

mode=${1:-run}
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}

case "$mode" in
  run | test | sanitize | fuzz | lint) ;;
  *)
    echo "usage: $0 run|test|sanitize|fuzz|lint" >&2
    exit 2
    ;;
esac

# Everything the build, the app and every test need; nothing else may be assumed.
packages=(
  build-essential cmake ninja-build ccache pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools
  qt6-l10n-tools qt6-qpa-plugins libgl-dev libqt6opengl6-dev qcoro-qt6-dev libspdlog-dev libyaml-cpp-dev
  libqrencode-dev libzxing-dev poppler-utils desktop-file-utils appstream fonts-dejavu-core
  glabels-data
  dpkg-dev file xvfb xauth xdotool strace
)
# The fuzzers need clang and its libFuzzer/sanitizer runtimes on top.
fuzz_packages=(clang libclang-rt-14-dev llvm)
# The code checks: formatting and clang-tidy, both from LLVM 14 (Debian 12's default).
lint_packages=(clang-format-14)
[ "${LINT_CHECKS:-all}" != format ] && lint_packages+=(clang-tidy-14)

install_missing() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -gt 0 ] || return 0
  echo "Installing: ${missing[*]}"
  local sudo_cmd=()
  [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
}

install_missing "${packages[@]}"
[ "$mode" = fuzz ] && install_missing "${fuzz_packages[@]}"
[ "$mode" = lint ] && install_missing "${lint_packages[@]}"

werror=OFF
[ "${CI:-}" = "true" ] && werror=ON

case "$mode" in
  run | test | lint)
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DRACKWRIGHT_WARNINGS_AS_ERRORS=$werror
    cmake --build "$build"
    ;;
esac

case "$mode" in
  run)
    exec "$build/app/rackwright" "$root/examples/two-node-pilot.rackwright"
    ;;
  test)
    cd "$build"
    ctest --output-on-failure --timeout 900 -j "$(nproc)"
    ;;
  sanitize)
    asan=${ASAN_BUILD_DIR:-$root/build-asan}
    # -O1 -g1: the sanitizers' usual build, quick to compile, with line numbers in reports.
    # The command-line tests run rackwright-cli, which runs the same command code as
    # `rackwright COMMAND` on core alone, so only GUI tests bring in the widget layer.
    cmake -S "$root" -B "$asan" -G Ninja -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -g1" \
      -DRACKWRIGHT_SANITIZE=ON -DRACKWRIGHT_BUILD_BENCH=OFF -DRACKWRIGHT_WARNINGS_AS_ERRORS=$werror \
      -DRACKWRIGHT_CLI_TESTS_BINARY=rackwright-cli
    # Only what the chosen tests need: their executables (which pull in the binaries they run).
    # SANITIZE_TESTS (a ctest name regex) chooses them, e.g. '^(core|cli|fuzz|ui)_' for all, or
    # the tests a change touches; SANITIZE_SKIP leaves some out: by default the comparison of the
    # two executables, a linking check that would need a sanitizer build of the workbench.
    tests=${SANITIZE_TESTS:-^(core|cli|fuzz)_}
    skip=${SANITIZE_SKIP:-^cli_headlessbinary\$}
    mapfile -t executables < <(ninja -C "$asan" -t targets all |
      sed -n 's/^\(\(test_\(core\|cli\|ui\)\|fuzz\)_[a-z0-9_]*\): phony$/\1/p' | grep -v '_autogen')
    targets=()
    for t in "${executables[@]}"; do
      [[ ${t#test_} =~ $tests && ! ${t#test_} =~ $skip ]] && targets+=("$t")
    done
    [ ${#targets[@]} -gt 0 ] || { echo "setup.sh: no test matches SANITIZE_TESTS='$tests'" >&2; exit 2; }
    cmake --build "$asan" --target "${targets[@]}"
    cd "$asan"
    ctest --output-on-failure --timeout 1800 -j "$(nproc)" -R "$tests" -E "$skip"
    ;;
  lint)
    # LINT_CHECKS: format, tidy or all (the default).
    exec "$root/scripts/lint.sh" "${LINT_CHECKS:-all}" "$build"
    ;;
  fuzz)
    fuzzdir=${FUZZ_BUILD_DIR:-$root/build-fuzz}
    CC=clang CXX=clang++ cmake -S "$root" -B "$fuzzdir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DRACKWRIGHT_FUZZ=ON -DRACKWRIGHT_BUILD_TESTS=OFF -DRACKWRIGHT_BUILD_BENCH=OFF
    cmake --build "$fuzzdir"
    echo "Fuzz targets are in $fuzzdir/tests/fuzz; docs/reliability.md says how to run them."
    ;;
esac
