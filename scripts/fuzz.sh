#!/usr/bin/env bash
# The libFuzzer targets of the loaders and parsers (docs/fuzzing.md).
#   scripts/fuzz.sh smoke               builds and runs every target briefly (about 5 minutes
#                                       on 2 cores); fails on any crash, leak or timeout
#   scripts/fuzz.sh run TARGET [SECONDS] one target for longer (default 600 s), its corpus
#                                       growing in $GRIDTRACE_FUZZ_WORK/TARGET
#   scripts/fuzz.sh list                the targets and their input size caps
# The build goes to ./build-fuzz (or $GRIDTRACE_FUZZ_BUILD_DIR), with clang; logs and crash
# reproducers go under it.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
command -v ccache >/dev/null && export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=true # as scripts/dev.sh
build_dir=${GRIDTRACE_FUZZ_BUILD_DIR:-$root/build-fuzz}
work_root=${GRIDTRACE_FUZZ_WORK:-${XDG_CACHE_HOME:-$HOME/.cache}/gridtrace-fuzz}
smoke_seconds=${GRIDTRACE_FUZZ_SMOKE_SECONDS:-55}
parallel=${GRIDTRACE_FUZZ_PARALLEL:-2}

# name:max_len. The caps are the size of the largest file of that kind a user plausibly opens
# by hand (or a bit more), so the fuzzer spends its time on structure, not on length.
targets=(
    trace_json:65536
    trace_binary:65536
    scenario:16384
    board_text:16384
    movingai_map:65536
    movingai_scen:65536
    duel_record:8192
    bot_answer:20000
    link_board:4096
    puzzle_board:16384
)

# A slow input is a bug (a freeze in front of a class); so is a loader that needs gigabytes.
fuzz_options=(-timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 -detect_leaks=1 -print_final_stats=1)
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

max_len_of() {
    local entry
    for entry in "${targets[@]}"; do
        [ "${entry%%:*}" = "$1" ] && { echo "${entry##*:}"; return 0; }
    done
    echo "scripts/fuzz.sh: unknown target \"$1\"; see scripts/fuzz.sh list" >&2
    return 1
}

build() {
    if [ ! -f "$build_dir/CMakeCache.txt" ]; then
        local launcher=()
        command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
        CC=clang CXX=clang++ cmake -S "$root" -B "$build_dir" -G Ninja -DGRIDTRACE_FUZZ=ON \
            -DCMAKE_BUILD_TYPE=RelWithDebInfo "${launcher[@]}"
    fi
    local names=() entry
    for entry in "${targets[@]}"; do
        [ $# -eq 0 ] || [ "${entry%%:*}" = "$1" ] && names+=("fuzz_${entry%%:*}")
    done
    cmake --build "$build_dir" -j2 --target "${names[@]}"
}

# The committed seeds, plus the real files in tests/data that are of the target's kind and fit
# its cap (the big Moving AI maps stay out: they are past any cap worth fuzzing at).
seed_dirs() {
    local name=$1 max_len=$2 extra="$build_dir/fuzz-seeds/$1" file
    rm -rf "$extra"
    mkdir -p "$extra"
    local pattern=()
    case "$name" in
    trace_json) pattern=("$root"/tests/data/traces/*.json) ;;
    movingai_map) pattern=("$root"/tests/data/movingai/*.map) ;;
    movingai_scen) pattern=("$root"/tests/data/movingai/*.scen) ;;
    puzzle_board) pattern=("$root"/tests/data/puzzle/*.txt) ;;
    esac
    for file in "${pattern[@]}"; do
        [ -f "$file" ] && [ "$(stat -c %s "$file")" -le "$max_len" ] && cp "$file" "$extra/"
    done
    echo "$root/fuzz/corpus/$name" "$extra"
}

# Runs one target; its new inputs go to the first directory. Prints one summary line and
# returns libFuzzer's exit code.
fuzz_one() {
    local name=$1 seconds=$2 work=$3 max_len artifacts log status=0
    max_len=$(max_len_of "$name")
    artifacts="$build_dir/fuzz-artifacts/$name"
    log="$build_dir/fuzz-logs/$name.log"
    mkdir -p "$work" "$artifacts" "$(dirname "$log")"
    local dict=()
    [ -f "$root/fuzz/$name.dict" ] && dict=(-dict="$root/fuzz/$name.dict")
    # shellcheck disable=SC2046
    "$build_dir/fuzz/fuzz_$name" "${fuzz_options[@]}" -max_len="$max_len" -max_total_time="$seconds" \
        -artifact_prefix="$artifacts/" "${dict[@]}" "$work" $(seed_dirs "$name" "$max_len") >"$log" 2>&1 \
        || status=$?
    local execs speed cov
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    cov=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -1)
    if [ "$status" -eq 0 ]; then
        printf '%-14s ok    %10s runs %7s/s  %s\n' "$name" "${execs:-?}" "${speed:-?}" "${cov:-}"
    else
        local reproducer
        reproducer=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)
        printf '%-14s FAILED (exit %s): %s\n' "$name" "$status" \
            "$(grep -m1 -E 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error:|invariant violated' "$log" || echo 'see the log')"
        printf '%-14s reproducer: %s\n%-14s log: %s\n' "" "${reproducer:-none written}" "" "$log"
    fi
    return "$status"
}

smoke() {
    build
    local started=$SECONDS failed=0 entry name pids=() names=()
    echo "Fuzzing each target for ${smoke_seconds} s, ${parallel} at a time..."
    for entry in "${targets[@]}"; do
        name=${entry%%:*}
        # A fresh work folder each time: the smoke run checks the seeds and what a minute finds.
        rm -rf "$build_dir/fuzz-work/$name"
        fuzz_one "$name" "$smoke_seconds" "$build_dir/fuzz-work/$name" &
        pids+=($!)
        names+=("$name")
        if [ ${#pids[@]} -ge "$parallel" ]; then
            wait "${pids[0]}" || failed=$((failed + 1))
            pids=("${pids[@]:1}")
        fi
    done
    local pid
    for pid in "${pids[@]}"; do
        wait "$pid" || failed=$((failed + 1))
    done
    local total=${#targets[@]}
    echo "fuzz: $((total - failed)) passed, $failed failed in $((SECONDS - started)) s"
    [ "$failed" -eq 0 ]
}

case "${1:-}" in
smoke)
    smoke
    ;;
run)
    [ $# -ge 2 ] || { echo "usage: scripts/fuzz.sh run TARGET [SECONDS]" >&2; exit 2; }
    max_len_of "$2" >/dev/null
    build "$2"
    echo "Fuzzing $2 for ${3:-600} s; the corpus grows in $work_root/$2, crashes go to $build_dir/fuzz-artifacts/$2/"
    fuzz_one "$2" "${3:-600}" "$work_root/$2"
    ;;
list)
    for entry in "${targets[@]}"; do
        printf '%-14s max_len %s\n' "${entry%%:*}" "${entry##*:}"
    done
    ;;
*)
    echo "usage: scripts/fuzz.sh smoke | run TARGET [SECONDS] | list" >&2
    exit 2
    ;;
esac
