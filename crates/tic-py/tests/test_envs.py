"""The PettingZoo AEC environment (api_test for every game, random games through the AEC loop,
seeding) and the Gymnasium one against bots."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import api_test

import tic_engines
from tic_engines.gymnasium import TicEnv
from tic_engines.pettingzoo import env

from conftest import names, options


@pytest.mark.parametrize("name", names())
def test_api_test_passes(name):
    api_test(env(name, **options(name)), num_cycles=300)


def aec_episode(e, seed: int, rng: np.random.Generator, max_iter: int = 20_000):
    """One random episode through the AEC loop; the cumulative rewards and steps taken."""
    e.reset(seed=seed)
    # Games that score as they go may start away from 0 (Ticataire's share of cards in play).
    totals = dict(zip(e.possible_agents, e.game.returns()))
    steps = 0
    for agent in e.agent_iter(max_iter=max_iter):
        obs, reward, termination, truncation, _info = e.last()
        totals[agent] += reward
        if termination or truncation:
            action = None
        else:
            assert obs["action_mask"].dtype == np.int8
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            steps += 1
        e.step(action)
    return totals, steps


@pytest.mark.parametrize("name", names())
def test_random_games_to_the_end_through_the_aec_loop(name):
    e = env(name, max_steps=3_000, **options(name))
    totals, steps = aec_episode(e, seed=2, rng=np.random.default_rng(0))
    assert steps > 0
    assert e.agents == []  # every agent was done and stepped out
    if e.game.is_over():
        # The deal's returns and the rewards add up to the final returns.
        returns = e.game.returns()
        for i, agent in enumerate(e.possible_agents):
            assert totals[agent] == pytest.approx(returns[i])


def test_aec_seeded_episodes_repeat():
    e = env("toker", players=3, deals=1)
    first = aec_episode(e, seed=11, rng=np.random.default_rng(5))
    state = e.game.to_json()
    second = aec_episode(e, seed=11, rng=np.random.default_rng(5))
    assert first == second and e.game.to_json() == state


def test_gymnasium_env_against_bots():
    e = TicEnv("toker", seat=1, opponent="greedy", players=2, deals=1)
    assert e.action_space.n == e.game.num_distinct_actions
    for episode in range(3):
        obs, info = e.reset(seed=episode)
        start = e.game.returns()[1]
        assert e.observation_space.contains(obs)
        assert np.array_equal(info["action_mask"], obs["action_mask"])
        total, done, steps = 0.0, False, 0
        while not done and steps < 1_000:
            # The learner acts only when it may: its mask has a legal action.
            action = int(np.flatnonzero(obs["action_mask"])[0])
            obs, reward, terminated, truncated, info = e.step(action)
            total += reward
            steps += 1
            done = terminated or truncated
        assert terminated and e.game.is_over()
        assert total == pytest.approx(e.game.returns()[1] - start)
        assert not obs["action_mask"].any()
    # An illegal action raises the engine's error.
    obs, _ = e.reset(seed=0)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    with pytest.raises(tic_engines.TicError, match="not legal"):
        e.step(illegal)


def test_gymnasium_env_is_seeded():
    def episode():
        e = TicEnv("toker", seat=0, opponent="random", players=3, deals=1)
        obs, _ = e.reset(seed=4)
        rewards = []
        for _ in range(1_000):
            obs, reward, terminated, truncated, _ = e.step(int(np.flatnonzero(obs["action_mask"])[-1]))
            rewards.append(reward)
            if terminated or truncated:
                break
        return rewards, e.game.to_json()

    assert episode() == episode()
