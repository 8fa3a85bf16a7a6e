#!/usr/bin/env bash
# Makes sure the Debian packages that the given steps need are installed, from the one list,
# scripts/packages (a line per package: its name, the steps that need it, why).
#
#   scripts/setup.sh build test        install what building and testing need, if missing
#   scripts/setup.sh --check build     only say what is missing (exit 1 if anything is)
#
# When something is missing it runs `apt-get update` and `apt-get install` if it can (root, or
# sudo without a password, and apt-get present); otherwise it prints the exact command to run
# and exits 1, so `make test` stops before building. On a system without dpkg it cannot check,
# says so, and exits 0: the tests then name what they lack. SETUP_PACKAGES names another list.
set -euo pipefail

list=${SETUP_PACKAGES:-$(dirname "${BASH_SOURCE[0]}")/packages}
check_only=0
steps=()
for argument in "$@"; do
    case $argument in
        --check) check_only=1 ;;
        -*) echo "scripts/setup.sh: unknown option $argument" >&2; exit 64 ;;
        *) steps+=("$argument") ;;
    esac
done
if [ ${#steps[@]} -eq 0 ]; then
    echo "usage: scripts/setup.sh [--check] STEP... (steps: build, test, bench; see scripts/packages)" >&2
    exit 64
fi

# The packages of the list that any of the steps needs, in the list's order.
wanted=()
while read -r package needed_by _; do
    case $package in '' | '#'*) continue ;; esac
    for step in "${steps[@]}"; do
        if [[ ",$needed_by," == *",$step,"* ]]; then
            wanted+=("$package")
            break
        fi
    done
done <"$list"
[ ${#wanted[@]} -gt 0 ] || exit 0

if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "scripts/setup.sh: no dpkg-query, so the packages cannot be checked; on Debian the steps" \
        "'${steps[*]}' need: ${wanted[*]}" >&2
    exit 0
fi

# One dpkg-query for all of them; a package dpkg has never heard of is simply not in its answer.
installed=$(dpkg-query -W -f='${Package} ${db:Status-Abbrev}\n' "${wanted[@]}" 2>/dev/null || true)
missing=()
for package in "${wanted[@]}"; do
    grep -qx "$package ii *" <<<"$installed" || missing+=("$package")
done
[ ${#missing[@]} -gt 0 ] || exit 0

command="apt-get update && apt-get install -y ${missing[*]}"
runner=()
if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then runner=(sudo -n); else runner=(none); fi
fi
if [ $check_only = 1 ] || ! command -v apt-get >/dev/null 2>&1 || [ "${runner[*]}" = none ]; then
    echo "scripts/setup.sh: missing for '${steps[*]}': ${missing[*]}" >&2
    [ "$(id -u)" = 0 ] || command="sudo sh -c '$command'"
    echo "run: $command" >&2
    exit 1
fi

echo "scripts/setup.sh: installing what '${steps[*]}' need: ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
# Another apt run (an engineer's, a timer's) holds the lock for a while: wait for it.
apt=("${runner[@]}" apt-get -o DPkg::Lock::Timeout=600 -q)
if ! { "${apt[@]}" update && "${apt[@]}" install -y --no-install-recommends "${missing[@]}"; } </dev/null >&2; then
    echo "scripts/setup.sh: the install failed; run: $command" >&2
    exit 1
fi
