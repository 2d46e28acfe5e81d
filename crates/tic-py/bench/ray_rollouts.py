"""Self-play rollouts on Ray: many environment workers stepping TIC games in parallel.

Each worker is a Ray actor holding a ``VecGames`` of ``--games-per-worker`` games (its Rust
threads limited to one, so workers do not oversubscribe the cores); the driver asks every
worker for ``--rounds`` rounds at a time, and each round takes a random legal action per game
(`random_actions`, where a policy's forward pass would go) and steps all its games in one call,
which returns the observations, masks, rewards and dones as arrays. The figure is the total steps per second over all workers.

    pip install ./crates/tic-py "ray==2.*"
    python crates/tic-py/bench/ray_rollouts.py --workers 2 --game tyramid

On a local Ray instance (``ray.init()`` here) the workers share this machine's cores; on a
cluster, ``ray.init(address="auto")`` (or ``RAY_ADDRESS``) places the same actors on every
node, each node stepping its own games, and only the step counts (or, in training, the
trajectories) travel to the driver.
"""

from __future__ import annotations

import argparse
import os
import time

import numpy as np
import ray


@ray.remote(num_cpus=1)
class Worker:
    """One rollout worker: a batch of games stepped with random legal actions."""

    def __init__(self, name: str, n: int, seed: int, options: dict) -> None:
        os.environ["RAYON_NUM_THREADS"] = "1"
        import tic_engines

        self.games = tic_engines.VecGames(name, n, seed=seed, **options)
        self.seed = seed

    def rollout(self, rounds: int) -> tuple[int, int]:
        """Steps every game `rounds` times; returns (steps, games ended)."""
        ended = 0
        for _ in range(rounds):
            # A policy would read the observations and masks; here, random legal actions.
            self.seed += 1
            actions = self.games.random_actions(seed=self.seed)
            _obs, _masks, _rewards, dones, _seats = self.games.step(actions)
            ended += int(dones.sum())
        return rounds * len(self.games), ended


def main() -> None:
    parser = argparse.ArgumentParser(description="TIC self-play rollouts on Ray")
    parser.add_argument("--game", default="tyramid")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--games-per-worker", type=int, default=256)
    parser.add_argument("--rounds", type=int, default=50)
    parser.add_argument("--batches", type=int, default=10)
    args = parser.parse_args()
    if not (1 <= args.workers <= 256 and 1 <= args.batches <= 10_000 and 1 <= args.rounds <= 10_000):
        parser.error("workers 1-256, batches and rounds 1-10,000")
    ray.init(num_cpus=max(args.workers, 1), include_dashboard=False, log_to_driver=False)
    options = {"deals": 1} if args.game == "toker" else {}
    workers = [
        Worker.remote(args.game, args.games_per_worker, seed=1_000_000 * i, options=options)
        for i in range(args.workers)
    ]
    ray.get([w.rollout.remote(1) for w in workers])  # warm-up: actors started
    start = time.perf_counter()
    steps = ended = 0
    for _ in range(args.batches):
        for s, e in ray.get([w.rollout.remote(args.rounds) for w in workers]):
            steps += s
            ended += e
    elapsed = time.perf_counter() - start
    with open("/proc/loadavg") as f:
        load = " ".join(f.read().split()[:3])
    print(
        f"{args.game}: {args.workers} workers x {args.games_per_worker} games: {steps:,} steps, "
        f"{ended:,} games ended in {elapsed:.2f} s = {steps / elapsed:,.0f} steps/s "
        f"(load average {load})"
    )
    ray.shutdown()


if __name__ == "__main__":
    main()
