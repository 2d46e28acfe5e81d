"""Random-play steps per second from Python: the plain state API, the PettingZoo AEC loop and
the vectorized form (VecGames) for every TIC game, beside OpenSpiel's Python API and RLCard on
comparable card games when they are installed, in the same run.

A step is one player action (deals and chance outcomes are not counted). Each figure is the
count of steps in about SECONDS of wall time on one thread (VecGames: all cores), games
started anew as they end. Run with a release build of the package:

    pip install ./crates/tic-py            # release build
    pip install open_spiel rlcard          # optional peers
    python crates/tic-py/bench/random_play.py [--seconds 1.0] [--games toker,tyramid]
"""

from __future__ import annotations

import argparse
import os
import random
import time

# NumPy's BLAS threads would otherwise spin on the second core while the loops run.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402

import tic_engines  # noqa: E402
from tic_engines import SIMULTANEOUS_PLAYER  # noqa: E402

# Short configs where a game's default is a long match (as the tests play them).
OPTIONS = {"toker": {"deals": 1}}

# Every loop reads this clock: wall time by default; `--pairs` switches it to this process's CPU
# time, so a ratio between two single-thread loops does not move with what else the machine runs.
clock = time.perf_counter

# The comparable games of the goal (more than 20x RLCard's steps per second).
PAIRS = [
    ("toker", "limit-holdem"),
    ("tic-of-a-kind", "uno"),
    ("spectrum", "uno"),
    ("tic-rummy", "gin-rummy"),
]


def plain(name: str, seconds: float, max_steps: int = 0) -> float:
    """The state API from a Python loop shaped as OpenSpiel's: who acts (which also says when
    the game is over), their legal actions, a step, for the seat to act by default (a seat is
    named only when several may act); a finished game is dealt anew in place with `reset`
    (as RLCard's `env.reset()`; OpenSpiel's `new_initial_state` also reuses its config). With
    `max_steps`, it stops after that many steps rounded up to the next 200 (for counting a
    step's instructions: step_instructions.py)."""
    rng = random.Random(0)
    steps, seed = 0, 0
    game = tic_engines.make(name, seed=seed, **OPTIONS.get(name, {}))
    start = clock()
    deadline = start + seconds
    while True:
        for _ in range(200):
            seat = game.current_player()
            if seat >= 0:
                # The seat to act is the default, as in OpenSpiel's `legal_actions()`.
                legal = game.legal_actions()
                game.step(legal[rng.randrange(len(legal))])
                steps += 1
            elif seat == SIMULTANEOUS_PLAYER:
                seat = game.ready_players()[0]
                legal = game.legal_actions(seat)
                game.step(legal[rng.randrange(len(legal))], seat)
                steps += 1
            else:
                seed += 1
                game.reset(seed)
        if clock() >= deadline or 0 < max_steps <= steps:
            return steps / (clock() - start)


def python_floor(seconds: float) -> float:
    """The plain loop with C built-ins in place of the game's calls (who acts, the legal
    actions, the step): what Python alone costs per step, before any engine work."""
    rng = random.Random(0)
    current_player, legal_actions, step = (5).__int__, [0, 1, 2].copy, {}.get
    steps = 0
    start = clock()
    deadline = start + seconds
    while True:
        for _ in range(200):
            seat = current_player()
            if seat >= 0:
                legal = legal_actions()
                step(legal[rng.randrange(len(legal))])
                steps += 1
        if clock() >= deadline:
            return steps / (clock() - start)


def aec(name: str, seconds: float) -> float:
    from tic_engines.pettingzoo import env

    rng = np.random.default_rng(0)
    e = env(name, **OPTIONS.get(name, {}))
    steps, episode = 0, 0
    start = clock()
    deadline = start + seconds
    while clock() < deadline:
        e.reset(seed=episode)
        episode += 1
        for agent in e.agent_iter(max_iter=100_000):
            obs, _reward, termination, truncation, _info = e.last()
            if termination or truncation:
                e.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            e.step(int(legal[rng.integers(len(legal))]))
            steps += 1
            if steps % 256 == 0 and clock() >= deadline:
                break
    return steps / (clock() - start)


def vec_step(name: str, seconds: float, n: int = 1024) -> float:
    """VecGames.step (observations, masks, rewards, dones as arrays each step) with a random
    legal action per game from VecGames.random_actions."""
    v = tic_engines.VecGames(name, n, seed=0, **OPTIONS.get(name, {}))
    steps = 0
    start = clock()
    deadline = start + seconds
    while clock() < deadline:
        v.step(v.random_actions(seed=steps))
        steps += n
    return steps / (clock() - start)


def vec_random(name: str, seconds: float, n: int = 1024) -> float:
    """VecGames.random_steps: random play wholly in Rust (the engines' own ceiling)."""
    v = tic_engines.VecGames(name, n, seed=0, **OPTIONS.get(name, {}))
    steps, rounds = 0, 64
    start = clock()
    deadline = start + seconds
    while clock() < deadline:
        v.random_steps(rounds, seed=steps)
        steps += n * rounds
    return steps / (clock() - start)


def openspiel(name: str, seconds: float) -> float:
    import pyspiel

    rng = random.Random(0)
    game = pyspiel.load_game(name)
    steps = 0
    start = clock()
    deadline = start + seconds
    while clock() < deadline:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, probs)[0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
                steps += 1
    return steps / (clock() - start)


def rlcard_env(name: str, seconds: float, max_steps: int = 0) -> float:
    import rlcard

    rng = random.Random(0)
    env = rlcard.make(name, config={"seed": 0})
    steps = 0
    start = clock()
    deadline = start + seconds
    while clock() < deadline and not 0 < max_steps <= steps:
        state, _player = env.reset()
        while not env.is_over():
            legal = list(state["legal_actions"].keys())
            state, _player = env.step(legal[rng.randrange(len(legal))])
            steps += 1
    return steps / (clock() - start)


def pairs(rounds: int, seconds: float) -> None:
    """Each TIC game against its comparable RLCard game, alternating, `rounds` times, on CPU
    time: the median and the range of the ratios."""
    global clock
    clock = time.process_time
    print(f"ratios on CPU time, {rounds} alternating rounds of {seconds} s each")
    for ours, theirs in PAIRS:
        ratios, rates = [], []
        for _ in range(rounds):
            a = plain(ours, seconds)
            b = rlcard_env(theirs, seconds)
            rates.append((a, b))
            ratios.append(a / b)
        ratios.sort()
        median = ratios[len(ratios) // 2]
        lo, hi = ratios[0], ratios[-1]
        ours_rate = sorted(r[0] for r in rates)[len(rates) // 2]
        theirs_rate = sorted(r[1] for r in rates)[len(rates) // 2]
        print(
            f"{ours:16} {ours_rate:>10,.0f}  RLCard {theirs:13} {theirs_rate:>8,.0f}"
            f"  ratio median {median:5.1f}x (range {lo:.1f}x-{hi:.1f}x)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--games", default="", help="comma-separated TIC games (default all)")
    parser.add_argument(
        "--pairs",
        type=int,
        default=0,
        metavar="ROUNDS",
        help="only the RLCard ratios, on CPU time, alternating ROUNDS times (needs rlcard)",
    )
    args = parser.parse_args()
    seconds = min(max(args.seconds, 0.05), 60.0)
    if args.pairs > 0:
        pairs(min(args.pairs, 50), seconds)
        return
    names = [g["name"] for g in tic_engines.games()]
    if args.games:
        names = [n for n in args.games.split(",") if n]
    with open("/proc/loadavg") as f:
        load = f.read().split()[:3]
    print(f"cores: {os.cpu_count()}, load average before: {' '.join(load)}; {seconds} s each")
    print(f"{'game':28} {'plain':>10} {'aec':>10} {'vec step':>11} {'vec rust':>11}  (steps/s)")
    for name in names:
        row = [plain(name, seconds), aec(name, seconds), vec_step(name, seconds), vec_random(name, seconds)]
        print(f"{name:28} " + " ".join(f"{x:>10,.0f}" for x in row[:2]) + " " + " ".join(f"{x:>11,.0f}" for x in row[2:]))
    print(f"{'(the plain loop, Python alone)':28} {python_floor(seconds):>10,.0f}")
    peers = [
        ("OpenSpiel", openspiel, ["leduc_poker", "kuhn_poker", "gin_rummy", "hearts"]),
        ("RLCard", rlcard_env, ["leduc-holdem", "limit-holdem", "gin-rummy", "uno"]),
    ]
    for label, run, games in peers:
        for game in games:
            try:
                rate = run(game, seconds)
            except ImportError:
                print(f"{label}: not installed")
                break
            except Exception as e:  # a peer's game missing in its version
                print(f"{label} {game}: {e}")
                continue
            print(f"{label + ' ' + game:28} {rate:>10,.0f}")
    with open("/proc/loadavg") as f:
        print(f"load average after: {' '.join(f.read().split()[:3])}")


if __name__ == "__main__":
    main()
