"""The plain state API: listing, making, stepping by index, masks, observations, views,
save/load, clones, seeded determinism, bots and errors."""

from __future__ import annotations

import copy
import json

import numpy as np
import pytest

import tic_engines
from tic_engines import TicError

from conftest import acting, names, options

MAX_STEPS = 3_000
# Games that uniformly random play may not end within MAX_STEPS (drawing and discarding can go
# on): they are still checked at every step.
MAY_NOT_END = {"tic-rummy", "tri-up-tri-down"}


def play_random(game: tic_engines.Game, rng: np.random.Generator, limit: int = MAX_STEPS) -> int:
    """Random legal indices until the end or `limit` steps; returns the steps taken."""
    for steps in range(limit):
        if game.is_over():
            return steps
        seat = acting(game)
        legal = game.legal_actions(seat)
        game.step(int(rng.choice(legal)), seat)
    return limit


def test_games_lists_every_game_with_players_options_and_bots():
    games = tic_engines.games()
    assert len(games) >= 17
    by_name = {g["name"]: g for g in games}
    toker = by_name["toker"]
    low, high = toker["players"]
    assert 1 <= low <= toker["default_players"] <= high
    assert "random" in toker["bots"] and "greedy" in toker["bots"]
    deals = next(o for o in toker["options"] if o["key"] == "deals")
    assert deals["kind"] == "int" and deals["values"][0] >= 1


@pytest.mark.parametrize("name", names())
def test_random_game_to_the_end_through_indices(name):
    game = tic_engines.make(name, seed=3, **options(name))
    n = game.num_players
    size = game.num_distinct_actions
    (length,) = game.observation_shape
    rng = np.random.default_rng(1)
    for _ in range(MAX_STEPS):
        if game.is_over():
            break
        seat = acting(game)
        legal = game.legal_actions(seat)
        mask = game.legal_action_mask(seat)
        assert mask.dtype == np.bool_ and mask.shape == (size,)
        assert list(np.flatnonzero(mask)) == legal
        obs = game.observation(seat)
        assert obs.dtype == np.float32 and obs.shape == (length,)
        assert np.isfinite(obs).all()
        game.step(int(rng.choice(legal)), seat)
    assert game.is_over() or name in MAY_NOT_END, f"{name} did not end"
    if game.is_over():
        assert game.current_player() == tic_engines.TERMINAL_PLAYER
        assert game.legal_actions() == []
        returns = game.returns()
        assert len(returns) == n and all(-1.0 <= r <= 1.0 for r in returns)


@pytest.mark.parametrize("name", ["toker", "tic-of-a-kind", "tick", "tri-up-tri-down"])
def test_openspiel_names_play_the_same_game_as_the_engines_names(name):
    """A loop written against a pyspiel.State (apply_action, is_terminal, legal_actions_mask,
    observation_tensor, observation_string, is_chance_node) plays the game `step` plays."""
    ours = tic_engines.make(name, seed=5, **options(name))
    theirs = tic_engines.make(name, seed=5, **options(name))
    rng_ours, rng_theirs = np.random.default_rng(2), np.random.default_rng(2)
    for _ in range(300):
        assert theirs.is_terminal() == ours.is_over()
        if ours.is_over():
            break
        assert not theirs.is_chance_node()
        seat = acting(ours)
        assert theirs.is_simultaneous_node() == (
            ours.current_player() == tic_engines.SIMULTANEOUS_PLAYER
        )
        assert np.array_equal(theirs.legal_actions_mask(seat), ours.legal_action_mask(seat))
        assert np.array_equal(theirs.observation_tensor(seat), ours.observation(seat))
        assert theirs.observation_string(seat) == ours.view_text(seat)
        ours.step(int(rng_ours.choice(ours.legal_actions(seat))), seat)
        theirs.apply_action(int(rng_theirs.choice(theirs.legal_actions(seat))), seat)
        assert theirs.to_json() == ours.to_json()
    with pytest.raises(TicError, match="out of range"):
        theirs.observation_string(theirs.num_players)


def test_an_illegal_index_raises_the_engines_message_and_changes_nothing():
    game = tic_engines.make("toker", players=2, seed=1, deals=1)
    before = game.to_json()
    illegal = int(np.flatnonzero(~game.legal_action_mask())[0])
    with pytest.raises(TicError, match=f"action index {illegal} is not legal"):
        game.step(illegal)
    with pytest.raises(ValueError):  # TicError is a ValueError
        game.step(game.num_distinct_actions)
    assert game.to_json() == before


def test_errors_are_tic_errors_with_the_engines_message():
    with pytest.raises(TicError, match="no game"):
        tic_engines.make("no-such-game")
    with pytest.raises(TicError, match="unknown option"):
        tic_engines.make("toker", colour="red")
    with pytest.raises(TicError, match="deals"):
        tic_engines.make("toker", deals=0)
    with pytest.raises(TicError, match="players"):
        tic_engines.make("toker", players=99)
    with pytest.raises(TicError, match="out of range"):
        tic_engines.make("toker", players=2).observation(2)
    with pytest.raises(TicError):
        tic_engines.Game.from_json("toker", '{"not": "a state"}')
    with pytest.raises(TicError, match="no bot"):
        tic_engines.make("toker").bot_action("nobody")


@pytest.mark.parametrize("name", names())
def test_save_and_load_round_trip(name):
    game = tic_engines.make(name, seed=5, **options(name))
    play_random(game, np.random.default_rng(2), limit=20)
    text = game.to_json()
    loaded = tic_engines.Game.from_json(name, text)
    assert loaded.to_json() == text
    assert loaded.current_player() == game.current_player()
    if not game.is_over():
        seat = acting(game)
        assert loaded.legal_actions(seat) == game.legal_actions(seat)
        assert np.array_equal(loaded.observation(seat), game.observation(seat))
    # The record replays to the same state.
    replayed = tic_engines.Game.from_record_json(name, game.record_json())
    assert replayed.to_json() == text


@pytest.mark.parametrize("name", names())
def test_same_seed_same_game(name):
    a = tic_engines.make(name, seed=9, **options(name))
    b = tic_engines.make(name, seed=9, **options(name))
    play_random(a, np.random.default_rng(4), limit=200)
    play_random(b, np.random.default_rng(4), limit=200)
    assert a.to_json() == b.to_json()
    assert a.returns() == b.returns()


def test_redeal_is_make_with_the_same_players_and_options():
    game = tic_engines.make("toker", players=3, seed=1, deals=1)
    play_random(game, np.random.default_rng(2), limit=3)
    again = game.redeal(seed=5)
    assert again.num_players == 3
    assert again.config() == game.config()
    assert again.to_json() == tic_engines.make("toker", players=3, seed=5, deals=1).to_json()
    assert again.record_json() == tic_engines.make("toker", players=3, seed=5, deals=1).record_json()
    # The game it came from is untouched.
    assert game.to_json() != again.to_json()


def test_reset_is_redeal_in_place():
    for name in [g["name"] for g in tic_engines.games()]:
        game = tic_engines.make(name, seed=1)
        play_random(game, np.random.default_rng(2), limit=5)
        fresh = game.redeal(seed=7)
        copy, before = game.clone(), game.to_json()
        assert game.reset(seed=7) is None
        assert game.to_json() == fresh.to_json(), name
        assert game.record_json() == fresh.record_json(), name
        # A copy taken before is its own game, untouched.
        assert copy.to_json() == before, name
        rng_a, rng_b = np.random.default_rng(3), np.random.default_rng(3)
        play_random(game, rng_a)
        play_random(fresh, rng_b)
        assert game.to_json() == fresh.to_json(), name


def test_different_seeds_deal_differently():
    a = tic_engines.make("toker", players=2, seed=1, deals=1)
    b = tic_engines.make("toker", players=2, seed=2, deals=1)
    assert a.to_json() != b.to_json()


def test_clone_is_independent():
    game = tic_engines.make("toker", players=2, seed=1, deals=1)
    twin = game.clone()
    deep = copy.deepcopy(game)
    game.step(game.legal_actions()[0])
    assert twin.to_json() != game.to_json()
    assert twin.to_json() == deep.to_json()


def test_views_hide_the_other_hand():
    game = tic_engines.make("toker", players=2, seed=1, deals=1)
    view0 = game.view_json(0)
    assert isinstance(view0, dict)
    assert json.dumps(view0) != json.dumps(game.view_json(1))
    assert isinstance(game.view_text(0), str) and game.view_text(0)
    # The spectator (seat past the last) sees neither hand.
    assert isinstance(game.view_text(game.num_players), str)


def test_bots_choose_legal_moves_reproducibly():
    game = tic_engines.make("toker", players=2, seed=1, deals=1)
    for kind in ["random", "greedy", "mcts:50"]:
        seat, index = game.bot_action(kind, seed=3)
        assert seat == game.current_player()
        assert index in game.legal_actions(seat)
        assert game.bot_action(kind, seed=3) == (seat, index)
    with pytest.raises(TicError, match="does not act"):
        game.bot_action("greedy", seat=1 - game.current_player())


def test_action_texts_and_json_name_the_indices():
    game = tic_engines.make("toker", players=2, seed=1, deals=1)
    texts = game.legal_action_texts()
    assert [i for i, _ in texts] == game.legal_actions()
    index, _text = texts[0]
    assert json.loads(game.action_to_json(index)) is not None
