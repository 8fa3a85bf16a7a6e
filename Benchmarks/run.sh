#!/usr/bin/env bash
# make bench: moodpick side by side with fzy and fzf, every figure measured in this run.
# See Benchmarks/README.md for what each figure means.
#   MOODPICK_BIN=path      benchmark another moodpick binary (skips the release build)
#   BENCH_SECTIONS=1,2,3,4,5,6,7,8 run only some sections
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
export LANG=C.UTF-8 LC_ALL=C.UTF-8 PYTHONDONTWRITEBYTECODE=1

# fzy, fzf, tmux, GNU time and python3, from the one list (scripts/packages): installed when
# missing (as root), or the command to run is printed.
bash "$root/scripts/setup.sh" build bench

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
python3 "$here/lib/bench.py" --bin "$bin" --work "$work" --sections "${BENCH_SECTIONS:-1,2,3,4,5,6,7,8}"
echo "bench took $(( $(date +%s) - start )) s (plus the build)"
