#!/usr/bin/env bash
# The Debian package on a machine that has never seen GridTrace: a fresh Debian root made by
# debootstrap (minbase, nothing of Qt in it), where apt installs the .deb with the
# dependencies it names, then the CLI finds a path and the window starts on a display.
#   scripts/check-package.sh              builds the .deb from ./build and checks it
#   scripts/check-package.sh FILE.deb     checks a package built elsewhere
# Needs root (debootstrap, chroot, mount) and Debian's mirrors. The fresh root is kept in
# $GRIDTRACE_FRESH_ROOT (default ./build-fresh-root/root): a second run starts from a copy of
# its untouched state, so every run installs on a machine as fresh as the first.
# With Xvfb on the host (package xvfb), the window is shown on it and a screenshot saved.
set -euo pipefail

root_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=${GRIDTRACE_FRESH_ROOT:-$root_dir/build-fresh-root}
suite=${GRIDTRACE_FRESH_SUITE:-bookworm}
mirror=${GRIDTRACE_FRESH_MIRROR:-http://deb.debian.org/debian}
build_dir=${GRIDTRACE_BUILD_DIR:-$root_dir/build}

[ "$(id -u)" -eq 0 ] || { echo "check-package: needs root (debootstrap and chroot)" >&2; exit 2; }
for tool in debootstrap chroot mount; do
    command -v "$tool" >/dev/null || { echo "check-package: $tool is missing (apt-get install debootstrap)" >&2; exit 2; }
done

if [ $# -ge 1 ]; then
    deb=$(realpath "$1")
else
    cpack --config "$build_dir/CPackConfig.cmake" -G DEB -B "$build_dir/packages" >/dev/null
    deb=$(find "$build_dir/packages" -maxdepth 1 -name 'gridtrace_*.deb' -printf '%T@ %p\n' | sort -rn | head -n 1 | cut -d' ' -f2-)
fi
echo "Package: $deb"

pristine=$work/pristine
machine=$work/machine
if [ ! -x "$pristine/bin/sh" ]; then
    rm -rf "$pristine"
    mkdir -p "$pristine"
    echo "Making a fresh $suite root (debootstrap, a few minutes)..."
    debootstrap --variant=minbase "$suite" "$pristine" "$mirror" >"$work/debootstrap.log" 2>&1 \
        || { echo "check-package: debootstrap failed, see $work/debootstrap.log" >&2; exit 1; }
fi

mounted=()
cleanup() {
    local i
    if [ -n "${window_pid:-}" ]; then kill "$window_pid" 2>/dev/null || true; fi
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
        umount -l "${mounted[i]}" 2>/dev/null || true
    done
    if [ -n "${xvfb_pid:-}" ]; then kill "$xvfb_pid" 2>/dev/null || true; fi
}
trap cleanup EXIT

rm -rf "$machine"
cp -a "$pristine" "$machine"
cp /etc/resolv.conf "$machine/etc/resolv.conf"
mount -t proc proc "$machine/proc" && mounted+=("$machine/proc")
cp "$deb" "$machine/tmp/gridtrace.deb"

in_machine() {
    chroot "$machine" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"
}

echo "Installing with apt (the package's dependencies come from $suite)..."
in_machine apt-get update -q >"$work/apt.log" 2>&1
in_machine env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends /tmp/gridtrace.deb \
    >>"$work/apt.log" 2>&1 || { echo "check-package: apt could not install the package, see $work/apt.log" >&2; exit 1; }
grep -E "^(Setting up|Unpacking) gridtrace" "$work/apt.log"

echo "The command line:"
in_machine gridtrace-cli --version
in_machine gridtrace-cli list | head -n 3
example=/tmp/maze.txt
printf 'gridtrace-board 1\nsize 5 3\nstart 0 0\ngoal 4 2\nrows\n.....\n.###.\n.....\n' >"$machine$example"
in_machine gridtrace-cli run astar --board "$example" --json

echo "The window:"
display_args=(QT_QPA_PLATFORM=offscreen)
if command -v Xvfb >/dev/null; then
    display=:$((90 + RANDOM % 9))
    Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
    xvfb_pid=$!
    sleep 1
    mkdir -p "$machine/tmp/.X11-unix"
    mount --bind /tmp/.X11-unix "$machine/tmp/.X11-unix" && mounted+=("$machine/tmp/.X11-unix")
    display_args=(DISPLAY="$display")
fi
in_machine env "${display_args[@]}" XDG_RUNTIME_DIR=/tmp gridtrace >"$work/window.log" 2>&1 &
window_pid=$!
sleep 4
if ! kill -0 "$window_pid" 2>/dev/null; then
    echo "check-package: the window ended at once:" >&2
    cat "$work/window.log" >&2
    exit 1
fi
if [ -n "${xvfb_pid:-}" ] && command -v import >/dev/null; then
    DISPLAY=$display import -window root "$work/window.png" && echo "Screenshot: $work/window.png"
fi
# chroot and env exec the program, so this is the window itself.
kill "$window_pid" 2>/dev/null || true
wait "$window_pid" 2>/dev/null || true
echo "check-package: the package installs on a fresh $suite root and starts."
