#!/usr/bin/env bash
# The code checks CI runs (scripts/setup.sh lint installs the tools and calls this):
#   scripts/lint.sh format        every C++ file as clang-format 14 writes it (.clang-format)
#   scripts/lint.sh tidy [BUILD]  clang-tidy 14 with the curated checks in .clang-tidy on the
#                                 application sources (core, ui, app), using BUILD's compile
#                                 database (default: build; it must have been built, for the
#                                 generated headers)
#   scripts/lint.sh all [BUILD]   both
# Each prints what is wrong and how to fix it, and exits 1 when anything is.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-all}
build=${2:-${BUILD_DIR:-$root/build}}
cd "$root"

sources() {
  # The project's C++ sources (a clean checkout needs no git to list them); fuzz corpora are
  # inputs, not code.
  find app bench core tests ui -path tests/fuzz/corpus -prune -o \( -name '*.cpp' -o -name '*.h' \) \
    -type f -print | sort
}

check_format() {
  local bad=()
  while IFS= read -r file; do
    clang-format-14 --dry-run -Werror "$file" >/dev/null 2>&1 || bad+=("$file")
  done < <(sources)
  if [ ${#bad[@]} -gt 0 ]; then
    echo "lint: ${#bad[@]} file(s) not formatted as .clang-format says:" >&2
    printf '  %s\n' "${bad[@]}" >&2
    echo "lint: fix with: clang-format-14 -i ${bad[*]}" >&2
    return 1
  fi
  echo "lint: every C++ file is formatted ($(sources | wc -l) files)."
}

check_tidy() {
  if [ ! -f "$build/compile_commands.json" ]; then
    echo "lint: $build/compile_commands.json is missing; build first (scripts/setup.sh test)" >&2
    return 1
  fi
  # Only the application's own translation units; the checks and their reasons are in
  # .clang-tidy. run-clang-tidy exits non-zero when a check reports (WarningsAsErrors).
  local log
  log=$(mktemp)
  if ! run-clang-tidy-14 -p "$build" -quiet -j "$(nproc)" "^$root/(core|ui|app)/" >"$log" 2>&1; then
    sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E ': (warning|error): ' | sort -u >&2 || cat "$log" >&2
    echo "lint: clang-tidy found the problems above (checks in .clang-tidy)." >&2
    rm -f "$log"
    return 1
  fi
  rm -f "$log"
  echo "lint: clang-tidy found nothing."
}

case "$mode" in
  format) check_format ;;
  tidy) check_tidy ;;
  all)
    status=0
    check_format || status=1
    check_tidy || status=1
    exit $status
    ;;
  *)
    echo "usage: $0 format|tidy|all [BUILD_DIR]" >&2
    exit 2
    ;;
esac
