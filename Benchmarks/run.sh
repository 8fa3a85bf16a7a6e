#!/usr/bin/env bash
# make bench: moodpick side by side with fzy and fzf, every figure measured in this run.
# See Benchmarks/README.md for what each figure means.
#   MOODPICK_BIN=path      benchmark another moodpick binary (skips the release build)
#   BENCH_SECTIONS=1,2,3,4,5,6,7,8 run only some sections
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
export LANG=C.UTF-8 LC_ALL=C.UTF-8 PYTHONDONTWRITEBYTECODE=1

missing=()
command -v fzy >/dev/null || missing+=(fzy)
command -v fzf >/dev/null || missing+=(fzf)
command -v tmux >/dev/null || missing+=(tmux)
[ -x /usr/bin/time ] || missing+=(time)
command -v python3 >/dev/null || missing+=(python3)
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing from Debian: ${missing[*]}" >&2
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >&2
fi

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
