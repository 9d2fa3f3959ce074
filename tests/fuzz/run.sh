#!/bin/sh
# Runs the fuzz targets of a RACKWRIGHT_FUZZ build (see docs/reliability.md, "Fuzzing").
#
#   tests/fuzz/run.sh fuzz TARGET [SECONDS]   fuzz TARGET for SECONDS (default 600), starting
#                                             from its committed corpus; new inputs go to the
#                                             work folder, findings to crash-*/leak-*/timeout-*
#   tests/fuzz/run.sh merge TARGET            minimise corpus + work folder back into the
#                                             committed corpus (libFuzzer -merge=1)
#   tests/fuzz/run.sh replay TARGET           run every committed input once
#
# BUILD_DIR names the fuzz build (default build-fuzz); WORK_DIR the folder for new inputs
# (default $BUILD_DIR/fuzz-work). Extra libFuzzer flags can follow in FUZZ_FLAGS.
set -eu
mode=${1:?usage: run.sh fuzz|merge|replay TARGET [SECONDS]}
target=${2:?name a target, e.g. design_stream}
seconds=${3:-600}
here=$(cd "$(dirname "$0")" && pwd)
build=${BUILD_DIR:-build-fuzz}
work=${WORK_DIR:-$build/fuzz-work}
fuzzer=$build/tests/fuzz/fuzz_$target
corpus=$here/corpus/$target
regressions=$here/regressions/$target

# Small inputs run fast and reach the same code: a device type with three interfaces takes the
# paths one with sixty-four takes.
case $target in
  netbox_yaml) dict=$here/dict/yaml.dict max_len=1024 ;;
  check_channel) dict=$here/dict/check_channel.dict max_len=256 ;;
  user_catalog) dict=$here/dict/json.dict max_len=4096 ;;
  *) dict=$here/dict/json.dict max_len=2048 ;;
esac
[ -x "$fuzzer" ] || { echo "run.sh: $fuzzer is not built" >&2; exit 2; }
mkdir -p "$work/$target" "$work/artifacts/$target"
# A hang is an input that takes over a second; memory beyond 2 GiB is a finding too.
# The entropic schedule costs more than half of each run in these large programs; plain
# coverage-guided scheduling runs twice as many inputs.
flags="-timeout=1 -rss_limit_mb=2048 -max_len=${MAX_LEN:-$max_len} -dict=$dict -entropic=0"
flags="$flags -print_final_stats=1"
flags="$flags -artifact_prefix=$work/artifacts/$target/"

case $mode in
  fuzz)
    # shellcheck disable=SC2086
    exec nice "$fuzzer" $flags -max_total_time="$seconds" ${FUZZ_FLAGS:-} \
      "$work/$target" "$corpus"
    ;;
  merge)
    merged=$work/merged-$target
    rm -rf "$merged" && mkdir -p "$merged"
    # shellcheck disable=SC2086
    nice "$fuzzer" $flags -merge=1 "$merged" "$corpus" "$work/$target"
    rm -rf "$corpus" && mv "$merged" "$corpus"
    ;;
  replay)
    set -- "$corpus"
    [ -d "$regressions" ] && set -- "$@" "$regressions"
    # shellcheck disable=SC2086
    for dir in "$@"; do nice "$fuzzer" $flags -runs=0 "$dir"; done
    ;;
  *)
    echo "run.sh: unknown mode $mode (fuzz, merge or replay)" >&2
    exit 2
    ;;
esac
