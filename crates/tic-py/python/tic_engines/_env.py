"""What the PettingZoo and Gymnasium environments share: their argument checks, spaces and
observation dicts (requires ``gymnasium``)."""

from __future__ import annotations

import numpy as np
from gymnasium import spaces

from . import Game

MAX_STEPS_LIMIT = 10_000_000


def check_args(render_mode: str | None, max_steps: int) -> None:
    """Raises ``ValueError`` for a render mode other than ``None`` or ``"ansi"``, or a step bound
    outside 1 to 10,000,000."""
    if render_mode not in (None, "ansi"):
        raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
    if not 1 <= max_steps <= MAX_STEPS_LIMIT:
        raise ValueError("max_steps must be 1 to 10,000,000")


def game_spaces(game: Game) -> tuple[spaces.Discrete, spaces.Dict]:
    """The action space (``Discrete(num_distinct_actions)``) and the observation space (a dict
    of ``"observation"``, ``float32``, and ``"action_mask"``, ``int8``) of ``game``."""
    size = game.num_distinct_actions
    (length,) = game.observation_shape
    observation = spaces.Dict(
        {
            "observation": spaces.Box(low=-np.inf, high=np.inf, shape=(length,), dtype=np.float32),
            "action_mask": spaces.Box(low=0, high=1, shape=(size,), dtype=np.int8),
        }
    )
    return spaces.Discrete(size), observation


def observe(game: Game, seat: int) -> dict[str, np.ndarray]:
    """What ``seat`` may see and its legal-action mask (zeros once the game is over)."""
    if game.is_over():
        mask = np.zeros(game.num_distinct_actions, dtype=np.int8)
    else:
        mask = game.legal_action_mask(seat).astype(np.int8)
    return {"observation": game.observation(seat), "action_mask": mask}
