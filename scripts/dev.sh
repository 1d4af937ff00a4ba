#!/usr/bin/env bash
# GridTrace from a fresh Debian/Ubuntu checkout: installs what is missing, builds, and then
#   scripts/dev.sh run    starts GridTrace on the ready-made example (A* on a maze, playing)
#   scripts/dev.sh test   runs every test, then every fuzzer briefly, then every test under the
#                         sanitizers (about half an hour on 2 cores from a clean clone)
#   scripts/dev.sh build  only builds
# The build goes to ./build (or $GRIDTRACE_BUILD_DIR): Release, with assertions kept.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${GRIDTRACE_BUILD_DIR:-$root/build}
jobs=$(nproc 2>/dev/null || echo 2)

packages=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libgl-dev
    fonts-wqy-microhei fonts-dejavu-core default-jdk-headless
    libgif-dev qt6-translations-l10n poppler-utils chromium
    clang libclang-rt-14-dev dpkg-dev desktop-file-utils appstream
)

install_missing() {
    local missing=() package
    for package in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' \
            || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    echo "Installing: ${missing[*]}"
    "${sudo[@]}" apt-get update -q
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}

# Where ccache is installed it serves every build here (this one, the fuzzers', the sanitizers'):
# paths taken relative to the clone and no build folder hashed, so another clone of the same
# sources, or another build folder, finds what an earlier build compiled.
if command -v ccache >/dev/null; then
    export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=true
fi

build() {
    local launcher=()
    command -v ccache >/dev/null && launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    cmake -S "$root" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release "${launcher[@]}"
    cmake --build "$build_dir" -j"$jobs"
}

case "${1:-}" in
run)
    install_missing
    build
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
        echo "No display: showing the example in the terminal instead of the window." >&2
        exec "$build_dir/app/gridtrace-cli" demo
    fi
    exec "$build_dir/app/gridtrace"
    ;;
test)
    install_missing
    build
    (cd "$build_dir" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j"$jobs" --timeout 1500)
    # Every loader and parser under libFuzzer for about a minute each (docs/fuzzing.md).
    bash "$root/scripts/fuzz.sh" smoke
    # The whole suite again, built with AddressSanitizer and UndefinedBehaviorSanitizer
    # (docs/sanitizers.md).
    bash "$root/scripts/sanitize.sh" --with-slow
    ;;
build)
    install_missing
    build
    ;;
*)
    echo "usage: scripts/dev.sh run|test|build" >&2
    exit 2
    ;;
esac
