"""Type stubs of the native module (the Rust engines through PyO3)."""

from typing import Any, Optional, TypedDict, final

import numpy as np
import numpy.typing as npt

TERMINAL_PLAYER: int
"""The player number once the game is over (-4, as OpenSpiel's)."""
SIMULTANEOUS_PLAYER: int
"""The player number when any seat with a legal action may act (-2, as OpenSpiel's)."""
MAX_VEC_GAMES: int
"""The most games one VecGames holds (65,536)."""

class TicError(ValueError):
    """An error of the engines (unknown game, option or bot, invalid config or state JSON,
    an illegal action); the message is the engine's."""

# Typing helpers (stub-only: the runtime values are plain dicts and tuples).
class OptionInfo(TypedDict):
    key: str
    kind: str  # "bool", "int", "choice" or "text"
    values: Optional[list[Any]]  # [min, max] for "int", the words for "choice"
    default: str
    help: str

class GameInfo(TypedDict):
    name: str
    summary: str
    players: tuple[int, int]
    default_players: int
    bots: list[str]
    options: list[OptionInfo]

def games() -> list[GameInfo]:
    """Every game with its players, bots and options."""

def make(name: str, players: Optional[int] = None, seed: int = 0, **options: Any) -> Game:
    """A new game by name; options as keywords (``_`` reads as ``-``)."""

Batch = tuple[
    npt.NDArray[np.float32],  # observations (n, length)
    npt.NDArray[np.bool_],  # legal-action masks (n, actions)
    npt.NDArray[np.float32],  # rewards (n, players): each seat's change of return
    npt.NDArray[np.bool_],  # dones (n,): the game ended and was reset
    npt.NDArray[np.int64],  # acting seats (n,)
]

@final
class Game:
    """One game: state, legal actions as indices, observations, views, returns, bots."""

    @property
    def name(self) -> str: ...
    @property
    def num_players(self) -> int: ...
    @property
    def num_distinct_actions(self) -> int:
        """The number of action indices (fixed for the config)."""
    @property
    def observation_shape(self) -> tuple[int]:
        """``(length,)`` of an observation."""
    def current_player(self) -> int:
        """The seat to act; -4 once over; -2 when any ready seat may act."""
    def ready_players(self) -> list[int]:
        """The seats with a legal action now."""
    def is_over(self) -> bool: ...
    def legal_actions(self, seat: Optional[int] = None) -> list[int]:
        """Legal action indices of ``seat`` (the current player by default), increasing."""
    def legal_action_mask(self, seat: Optional[int] = None) -> npt.NDArray[np.bool_]:
        """The legal-action mask (``num_distinct_actions`` values)."""
    def legal_action_texts(self, seat: Optional[int] = None) -> list[tuple[int, str]]:
        """``(index, text)`` of each legal action, in index order."""
    def action_to_json(self, index: int, seat: Optional[int] = None) -> str:
        """The action an index stands for, as JSON text."""
    def step(self, index: int, seat: Optional[int] = None) -> None:
        """Applies the action with this index, or raises TicError and changes nothing."""
    def observation(self, seat: int) -> npt.NDArray[np.float32]:
        """What ``seat`` may see, shape ``observation_shape``."""
    def apply_action(self, action: int, seat: Optional[int] = None) -> None:
        """OpenSpiel's name for ``step``."""
    def is_terminal(self) -> bool:
        """OpenSpiel's name for ``is_over``."""
    def legal_actions_mask(self, seat: Optional[int] = None) -> npt.NDArray[np.bool_]:
        """OpenSpiel's name for ``legal_action_mask``."""
    def observation_tensor(self, seat: int) -> npt.NDArray[np.float32]:
        """OpenSpiel's name for ``observation``."""
    def observation_string(self, seat: int) -> str:
        """OpenSpiel's name for ``view_text`` of a seat."""
    def is_chance_node(self) -> bool:
        """Always ``False``: the engines draw chance outcomes from the seed themselves."""
    def is_simultaneous_node(self) -> bool:
        """Whether ``current_player()`` is ``SIMULTANEOUS_PLAYER``."""
    def view_text(self, seat: int) -> str:
        """What ``seat`` sees, as text (``num_players``: a spectator)."""
    def view_json(self, seat: int) -> Any:
        """What ``seat`` sees, as JSON data (``num_players``: a spectator)."""
    def returns(self) -> list[float]:
        """Each seat's return so far."""
    def config(self) -> Any:
        """The config as JSON data."""
    def clone(self) -> Game:
        """An independent copy."""
    def redeal(self, seed: int = 0) -> Game:
        """A new game with this game's players and options, dealt from ``seed``: what ``make``
        gives for the same name, players, options and seed, without reading and checking the
        options again (cheaper when an environment deals many games)."""
    def reset(self, seed: int = 0) -> None:
        """``redeal`` in place: this game becomes the one ``redeal(seed)`` returns (its record
        starts empty), reusing its memory (as an environment's ``reset``, for a loop that deals
        game after game). On an error nothing changes."""
    def __copy__(self) -> Game: ...
    def __deepcopy__(self, memo: Any) -> Game: ...
    def to_json(self) -> str:
        """The whole state (every hidden card) as JSON text: for storage."""
    @staticmethod
    def from_json(name: str, text: str) -> Game:
        """A game from its state's JSON text, validated."""
    def record_json(self) -> Optional[str]:
        """The record (config, seed, actions) as JSON text."""
    @staticmethod
    def from_record_json(name: str, text: str) -> Game:
        """A game replayed from its record's JSON text."""
    def bot_action(
        self, kind: str = "greedy", seat: Optional[int] = None, seed: int = 0
    ) -> Optional[tuple[int, int]]:
        """The bot's move now as ``(seat, index)``, not applied; None once over."""

@final
class VecGames:
    """Many games of one kind stepped together in Rust, across threads, without the GIL.
    Game ``i`` of episode ``e`` is dealt with seed ``seed + e * n + i``; games auto-reset."""

    def __new__(
        cls, name: str, n: int, seed: int = 0, players: Optional[int] = None, **options: Any
    ) -> VecGames: ...
    def __len__(self) -> int: ...
    @property
    def num_distinct_actions(self) -> int: ...
    @property
    def observation_shape(self) -> tuple[int]: ...
    @property
    def num_players(self) -> int: ...
    def episodes(self) -> list[int]:
        """The episode each game is in."""
    def game(self, i: int) -> Game:
        """A copy of game ``i``."""
    def observe(self) -> Batch:
        """Observations, masks, zero rewards, no dones and acting seats, without stepping."""
    def step(self, actions: npt.NDArray[np.int64]) -> Batch:
        """Applies ``actions[i]`` for the acting seat of each game i; reset games that end."""
    def random_actions(self, seed: int = 0) -> npt.NDArray[np.int64]:
        """A random legal action index per game (-1 for none), drawn in Rust."""
    def random_steps(self, steps: int, seed: int = 0) -> int:
        """Plays ``steps`` random legal actions in every game; returns how many games ended."""
