"""The TIC card-game engines as learning environments.

Every game of the engines with a fixed action space and a legal-action mask, observations as
``float32`` vectors that hold only what a seat may see, returns per seat, views as text and
JSON, save and load through validated JSON, and the games' bots::

    import tic_engines

    game = tic_engines.make("toker", players=2, seed=7, deals=1)
    while not game.is_over():
        seat = game.current_player()          # -2: any ready seat may act (ready_players())
        if seat == tic_engines.SIMULTANEOUS_PLAYER:
            seat = game.ready_players()[0]
        obs = game.observation(seat)          # numpy float32, shape game.observation_shape
        mask = game.legal_action_mask(seat)   # numpy bool, num_distinct_actions values
        game.step(int(mask.nonzero()[0][0]), seat)
    print(game.returns())

``tic_engines.pettingzoo.env(name, **options)`` is a PettingZoo AEC environment,
``tic_engines.gymnasium.TicEnv`` a Gymnasium one against the games' bots, and
:class:`VecGames` steps many games in one call across threads.
"""

from ._tic_engines import (
    MAX_VEC_GAMES,
    SIMULTANEOUS_PLAYER,
    TERMINAL_PLAYER,
    Game,
    TicError,
    VecGames,
    games,
    make,
)

__all__ = [
    "MAX_VEC_GAMES",
    "SIMULTANEOUS_PLAYER",
    "TERMINAL_PLAYER",
    "Game",
    "TicError",
    "VecGames",
    "games",
    "make",
]
