#!/usr/bin/env python3
"""The real-terminal tier (`make realterm`): moodpick in the terminal emulators people use,
each under its own Xvfb display, keys and the mouse through XTEST (docs/TESTING.md, "Real
terminals"). Every scenario runs in every terminal it applies to (scenarios.applies: the image
scenarios in some); a failure is reported with what was seen,
and the run exits 1. Screenshots and each run's files are kept in the output folder.

    realterm.py --moodpick PATH --out DIR [--terminals a,b] [--scenarios x,y] [--first-display N]
"""

import argparse
import os
import shutil
import signal
import sys
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import scenarios  # noqa: E402
import session as sessions  # noqa: E402
import terminals  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--moodpick", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--terminals", default=",".join(terminal.name for terminal in terminals.ALL))
    parser.add_argument("--scenarios", default=",".join(name for name, _ in scenarios.SCENARIOS))
    # X displays :81 to :89 are the tier's; each terminal gets one of its own (nine terminals).
    parser.add_argument("--first-display", type=int, default=81)
    options = parser.parse_args()
    # Absolute: the terminals run in other folders, and kitty's socket is named by a path.
    options.out = os.path.abspath(options.out)

    chosen_terminals = [terminals.BY_NAME[name] for name in options.terminals.split(",")]
    chosen_scenarios = [(name, function) for name, function in scenarios.SCENARIOS
                        if name in options.scenarios.split(",")]
    shutil.rmtree(options.out, ignore_errors=True)
    os.makedirs(options.out)
    # SIGTERM or SIGHUP to the driver ends it through the same cleanup as a normal exit.
    for sig in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, lambda number, frame: sys.exit(128 + number))

    results, started = {}, time.monotonic()
    for index, terminal_class in enumerate(chosen_terminals):
        chosen_here = [(name, function) for name, function in chosen_scenarios
                       if scenarios.applies(name, terminal_class.name)]
        if not chosen_here:
            continue
        folder = os.path.join(options.out, terminal_class.name)
        os.makedirs(folder)
        session = sessions.Session(terminal_class, options.first_display + index, folder, options.moodpick)
        version = session.terminal.version()
        print(f"== {terminal_class.name} ({version}) on :{session.display}", flush=True)
        results[terminal_class.name] = (version, [])
        try:
            for name, function in chosen_here:
                began = time.monotonic()
                try:
                    if name in scenarios.FRESH:
                        session.close_terminal()
                    if not session.running:
                        session.start()
                    function(session)
                    verdict, detail = "PASS", ""
                except Exception as failure:  # a failed scenario: say what was seen, start afresh
                    verdict, detail = "FAIL", "".join(traceback.format_exception_only(type(failure), failure)).strip()
                    session.screenshot(f"{name}-FAILED")
                    session.close_terminal()
                results[terminal_class.name][1].append((name, verdict, detail))
                print(f"  {verdict} {name} ({time.monotonic() - began:.1f} s){': ' + detail if detail else ''}",
                      flush=True)
        except Exception as failure:
            results[terminal_class.name][1].append(("start", "FAIL", str(failure)))
            print(f"  FAIL start: {failure}", flush=True)
        finally:
            session.close()

    report = summary(results, chosen_scenarios, time.monotonic() - started)
    with open(os.path.join(options.out, "report.txt"), "w") as file:
        file.write(report)
    print(report)
    return 1 if any(verdict != "PASS" for _, rows in results.values() for _, verdict, _ in rows) else 0


def summary(results, chosen_scenarios, seconds):
    lines = ["", "| terminal | version | " + " | ".join(name for name, _ in chosen_scenarios) + " |",
             "|---|---|" + "---|" * len(chosen_scenarios)]
    for terminal, (version, rows) in results.items():
        verdicts = {name: verdict for name, verdict, _ in rows}
        lines.append(f"| {terminal} | {version} | " +
                     " | ".join(verdicts.get(name, "not run" if scenarios.applies(name, terminal) else "-")
                                for name, _ in chosen_scenarios) + " |")
    failures = [f"{terminal} {name}: {detail}" for terminal, (_, rows) in results.items()
                for name, verdict, detail in rows if verdict != "PASS"]
    lines += ["", f"{len(failures)} failed, in {seconds:.0f} s"] + failures
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
