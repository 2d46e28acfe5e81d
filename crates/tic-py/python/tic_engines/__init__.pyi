from ._tic_engines import (
    MAX_VEC_GAMES as MAX_VEC_GAMES,
    SIMULTANEOUS_PLAYER as SIMULTANEOUS_PLAYER,
    TERMINAL_PLAYER as TERMINAL_PLAYER,
    Game as Game,
    TicError as TicError,
    VecGames as VecGames,
    games as games,
    make as make,
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
