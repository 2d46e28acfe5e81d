"""The vectorized form against single games."""

from __future__ import annotations

import numpy as np
import pytest

import tic_engines
from tic_engines import TicError, VecGames

from conftest import acting, names, options


@pytest.mark.parametrize("name", ["toker", "tic-of-a-kind", "tyramid", "twenty-one"])
def test_vectorized_steps_match_single_games(name):
    n, seed = 8, 40
    vec = VecGames(name, n, seed=seed, **options(name))
    singles = [tic_engines.make(name, seed=seed + i, **options(name)) for i in range(n)]
    episodes = [0] * n
    obs, mask, rewards, dones, seats = vec.observe()
    rng = np.random.default_rng(3)
    for _ in range(150):
        actions = np.empty(n, dtype=np.int64)
        for i, game in enumerate(singles):
            seat = acting(game)
            assert seats[i] == seat
            assert np.array_equal(obs[i], game.observation(seat))
            assert np.array_equal(mask[i], game.legal_action_mask(seat))
            actions[i] = rng.choice(np.flatnonzero(mask[i]))
        before = [g.returns() for g in singles]
        obs, mask, rewards, dones, seats = vec.step(actions)
        for i, game in enumerate(singles):
            game.step(int(actions[i]), acting(game))
            after = game.returns()
            assert np.allclose(rewards[i], np.subtract(after, before[i]), atol=1e-6)
            assert dones[i] == game.is_over()
            if game.is_over():
                episodes[i] += 1
                singles[i] = tic_engines.make(name, seed=seed + episodes[i] * n + i, **options(name))
    assert vec.episodes() == episodes
    assert sum(episodes) > 0, "no game ended: the auto-reset went untested"


def test_vectorized_errors():
    vec = VecGames("toker", 4, seed=0, players=2, deals=1)
    with pytest.raises(TicError, match="4 games"):
        vec.step(np.zeros(3, dtype=np.int64))
    with pytest.raises(TicError, match="n must be"):
        VecGames("toker", 0)
    with pytest.raises(TicError, match="game 0"):
        vec.step(np.full(4, vec.num_distinct_actions, dtype=np.int64))


def test_random_actions_are_legal_and_seeded():
    vec = VecGames("tyramid", 16, seed=3)
    actions = vec.random_actions(seed=7)
    _obs, mask, *_ = vec.observe()
    assert actions.dtype == np.int64 and actions.shape == (16,)
    assert all(mask[i, a] for i, a in enumerate(actions))
    assert np.array_equal(actions, vec.random_actions(seed=7))
    vec.step(actions)


def test_random_steps_run_and_end_games():
    vec = VecGames("toker", 128, seed=1, players=2, deals=1)
    ended = vec.random_steps(50, seed=2)
    assert ended == sum(vec.episodes()) and ended > 0
    obs, mask, *_ = vec.observe()
    assert obs.shape == (128, vec.observation_shape[0])
    assert mask.any(axis=1).all()


def test_deals_over_before_any_action_are_skipped():
    # Ticardo solitaire's deal 80 has no move: VecGames and the environments take the next.
    assert tic_engines.make("ticardo-solitaire", seed=80).is_over()
    vec = VecGames("ticardo-solitaire", 1, seed=80)
    assert vec.episodes() == [1]
    assert not vec.game(0).is_over()
    from tic_engines.pettingzoo import env

    e = env("ticardo-solitaire")
    e.reset(seed=80)
    assert not e.game.is_over() and e.agent_selection == "player_0"
