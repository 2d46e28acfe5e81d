"""Instructions a random-play step from Python, counted by valgrind (deterministic, unlike time
on a shared machine): random_play.py's plain loop (or its RLCard loop) stopped after a number
of steps instead of a time. Run it twice under callgrind with two step counts, multiples of
200; the difference of the totals divided by the difference of the counts is a step's cost,
start-up excluded:

    for n in 2000 12000; do
      valgrind --tool=callgrind --callgrind-out-file=cg.$n \\
        python crates/tic-py/bench/step_instructions.py toker $n 2>&1 | grep refs
    done

The first argument is a TIC game (`toker`, `tic-of-a-kind`, ...) or `rlcard:NAME` (for example
`rlcard:limit-holdem`, whose loop stops at the end of the game that passes the count); the
second the number of steps (at most 10,000,000).
"""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import random_play  # noqa: E402


def main() -> None:
    name = sys.argv[1] if len(sys.argv) > 1 else "toker"
    steps = min(max(int(sys.argv[2]) if len(sys.argv) > 2 else 10000, 1), 10_000_000)
    forever = 1e9
    if name.startswith("rlcard:"):
        random_play.rlcard_env(name[len("rlcard:") :], forever, steps)
    else:
        random_play.plain(name, forever, steps)


if __name__ == "__main__":
    main()
