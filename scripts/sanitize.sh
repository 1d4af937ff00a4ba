#!/usr/bin/env bash
# Every test under AddressSanitizer (with LeakSanitizer) and UndefinedBehaviorSanitizer.
#   scripts/sanitize.sh                 builds ./build-sanitize and runs the tests
#   scripts/sanitize.sh --with-slow     also runs the tests labelled "slow"
#   scripts/sanitize.sh -R tst_trace    anything else goes to ctest (here: one test only)
# The build goes to ./build-sanitize (or $GRIDTRACE_SANITIZE_BUILD_DIR): -O1 with line tables, so
# the reports name files and lines. Exits non-zero on a build failure, a failed test or any report.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${GRIDTRACE_SANITIZE_BUILD_DIR:-$root/build-sanitize}
jobs=${GRIDTRACE_JOBS:-2}
suppressions=$root/tests/sanitizers/lsan.supp

# The "slow" tests (benchmark-map searches, long games, the monkey run) take about half of the
# suite's time at full speed and three to four times that here, over code the fast tests already
# reach: the sanitizer stage leaves them out by default (docs/sanitizers.md has the figures).
with_slow=${GRIDTRACE_SANITIZE_SLOW:-0}
ctest_args=()
for arg in "$@"; do
    case "$arg" in
    --with-slow) with_slow=1 ;;
    *) ctest_args+=("$arg") ;;
    esac
done
[ "$with_slow" = 1 ] || ctest_args+=(-LE slow)

launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
command -v ccache >/dev/null && export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=true # as scripts/dev.sh

# -O1 -g1: half the compile time of -O2 -g under the sanitizers (mainwindow.cpp 18 s -> 9 s),
# tests a little slower; line tables still put a file and line in every frame of a report.
cmake -S "$root" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" \
    -DGRIDTRACE_SANITIZE=ON -DGRIDTRACE_BUILD_BENCHMARKS=OFF "${launcher[@]}"
cmake --build "$build_dir" -j"$jobs"

# detect_leaks: LeakSanitizer runs at exit of every test program.
# abort_on_error: a report ends the program with SIGABRT, which ctest counts as a failure even
#   where a test would otherwise have exited 0.
# detect_stack_use_after_return / check_initialization_order / strict_init_order: catch the
#   dangling references to locals and the static-initialisation-order bugs that the defaults
#   let through.
# strict_string_checks: the C string functions are checked up to the terminator they read.
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=1:check_initialization_order=1:strict_init_order=1:strict_string_checks=1:print_summary=1
export LSAN_OPTIONS=suppressions=$suppressions:print_suppressions=0
# print_stacktrace: UBSan prints only the faulting line without it.
# halt_on_error: stop at the first report (the build's -fno-sanitize-recover already does; this
#   keeps it so for a check built recoverable).
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export QT_QPA_PLATFORM=offscreen
# Qt Test's watchdog ends a test function after 5 minutes of wall time; the long property tests
# (tst_hamilton's safe-rule games) pass that under the sanitizers on a busy machine. ctest's
# --timeout still bounds each program.
export QTEST_FUNCTION_TIMEOUT=${QTEST_FUNCTION_TIMEOUT:-1200000}

cd "$build_dir"
ctest --output-on-failure -j"$jobs" --timeout 1500 "${ctest_args[@]}"
