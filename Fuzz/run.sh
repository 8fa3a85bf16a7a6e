#!/usr/bin/env bash
# Fuzzes one parser for a bounded time: Fuzz/run.sh TARGET SECONDS.
# New inputs go to Fuzz/TARGET/corpus-work (not committed); the seeds in Fuzz/TARGET/corpus are
# read only. A crash is written as Fuzz/TARGET/crash-<sha1> and fails the run: reproduce it with
# `.build/debug/MoodpickFuzz TARGET Fuzz/TARGET/crash-<sha1>`, then make it a test.
set -euo pipefail
cd "$(dirname "$0")/.."
target=$1
seconds=$2
binary=.build-fuzz/release/MoodpickFuzz
mkdir -p "Fuzz/$target/corpus-work"
# Inputs up to 512 bytes, except history files and images: 200 entries (the most a file may hold) take
# 1,800 bytes, so the fuzzer may reach one too many.
max_len=512
if [ "$target" = history ]; then max_len=4096; fi
# Images: a small PNG, JPEG or WebP with its headers takes a few hundred bytes to a few KB.
if [ "$target" = images ]; then max_len=4096; fi
# SWIFT_BACKTRACE=enable=no: Swift's backtracer and ASan otherwise fight over a crash.
# -use_value_profile=1: libFuzzer then sees byte compares (the parsers' magic bytes).
set +e
MOODPICK_FUZZ_TARGET=$target SWIFT_BACKTRACE=enable=no "$binary" \
    -use_value_profile=1 -max_len="$max_len" -timeout=5 -rss_limit_mb=3000 \
    -dict="Fuzz/$target.dict" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="Fuzz/$target/" \
    "Fuzz/$target/corpus-work" "Fuzz/$target/corpus" > "Fuzz/$target/last-run.log" 2>&1
status=$?
set -e
grep -E '^(stat::number_of_executed_units|stat::average_exec_per_sec)|SUMMARY|Fatal error|Test unit written' "Fuzz/$target/last-run.log" || true
corpus=$(find "Fuzz/$target/corpus-work" "Fuzz/$target/corpus" -type f | wc -l)
echo "fuzz $target: exit $status, corpus $corpus files (log: Fuzz/$target/last-run.log)"
exit "$status"
