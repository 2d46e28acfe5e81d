"""Instructions a random-play step from Python, counted by valgrind (deterministic, unlike time
on a shared machine): the plain loop of random_play.py, by step count instead of by time, for
a TIC game or an RLCard game. Run it twice under callgrind with two step counts; the
difference of the totals divided by the difference of the counts is a step's cost, start-up
excluded:

    for n in 2000 12000; do
      valgrind --tool=callgrind --callgrind-out-file=cg.$n \\
        python crates/tic-py/bench/step_instructions.py toker $n 2>&1 | grep refs
    done

The first argument is a TIC game (`toker`, `tic-of-a-kind`, ...) or `rlcard:NAME` (for example
`rlcard:limit-holdem`); the second the number of steps (at most 10,000,000).
"""

from __future__ import annotations

import random
import sys


def tic(name: str, n: int) -> None:
    import tic_engines

    rng = random.Random(0)
    options = {"deals": 1} if name == "toker" else {}
    game = tic_engines.make(name, seed=0, **options)
    steps, seed = 0, 0
    while steps < n:
        seat = game.current_player()
        if seat >= 0:
            legal = game.legal_actions()
            game.step(legal[rng.randrange(len(legal))])
            steps += 1
        elif seat == tic_engines.SIMULTANEOUS_PLAYER:
            seat = game.ready_players()[0]
            legal = game.legal_actions(seat)
            game.step(legal[rng.randrange(len(legal))], seat)
            steps += 1
        else:
            seed += 1
            game = game.redeal(seed)


def rlcard_env(name: str, n: int) -> None:
    import rlcard

    rng = random.Random(0)
    env = rlcard.make(name, config={"seed": 0})
    steps = 0
    while steps < n:
        state, _player = env.reset()
        while not env.is_over():
            legal = list(state["legal_actions"].keys())
            state, _player = env.step(legal[rng.randrange(len(legal))])
            steps += 1


def main() -> None:
    name = sys.argv[1] if len(sys.argv) > 1 else "toker"
    n = min(max(int(sys.argv[2]) if len(sys.argv) > 2 else 10000, 1), 10_000_000)
    if name.startswith("rlcard:"):
        rlcard_env(name.removeprefix("rlcard:"), n)
    else:
        tic(name, n)


if __name__ == "__main__":
    main()
