"""Shared settings of the tests: the games, each with a small config so a game ends soon."""

from __future__ import annotations

import tic_engines

# Options that keep a game short where its default is a long match (the test plays many).
SHORT = {
    "toker": {"deals": 1},
}


def names() -> list[str]:
    """Every game's name, as the package lists them."""
    return [g["name"] for g in tic_engines.games()]


def options(name: str) -> dict:
    """The options the tests play `name` with."""
    return dict(SHORT.get(name, {}))


def acting(game: tic_engines.Game) -> int:
    """The seat that acts: the current player, or the lowest ready seat when any may act."""
    player = game.current_player()
    if player == tic_engines.SIMULTANEOUS_PLAYER:
        return game.ready_players()[0]
    return player
