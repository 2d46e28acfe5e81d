"""A Gymnasium single-agent environment: one seat of a TIC game against the games' bots.

::

    from tic_engines.gymnasium import TicEnv

    e = TicEnv("toker", seat=0, opponent="greedy", players=2, deals=1)
    obs, info = e.reset(seed=1)
    done = False
    while not done:
        action = int(obs["action_mask"].nonzero()[0][0])  # your policy here
        obs, reward, terminated, truncated, info = e.step(action)
        done = terminated or truncated

The observation is a dict of ``"observation"`` (``float32``) and ``"action_mask"`` (``int8``)
for the learner's seat; the mask is also in ``info["action_mask"]``. The other seats are
played by the bot ``opponent`` (``random``, ``greedy``, ``mcts``, ``mcts:N``), drawing from
the episode's seed. The reward is the learner's change of return over its action and the bots'
replies. An action that is not legal raises ``tic_engines.TicError``.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np

from . import SIMULTANEOUS_PLAYER, Game, TicError, make
from ._env import check_args, game_spaces, observe

__all__ = ["TicEnv"]


class TicEnv(gymnasium.Env):
    """One seat of a TIC game against bots (see the module's docs)."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        name: str,
        seat: int = 0,
        opponent: str = "greedy",
        players: int | None = None,
        render_mode: str | None = None,
        max_steps: int = 10_000,
        **options: Any,
    ) -> None:
        check_args(render_mode, max_steps)
        self.game_name = name
        self.players = players
        self.options = options
        self.opponent = opponent
        self.render_mode = render_mode
        self.max_steps = max_steps
        self.game: Game = make(name, players=players, seed=0, **options)
        if not 0 <= seat < self.game.num_players:
            raise TicError(f"seat {seat} is out of range: {self.game.num_players} seats")
        self.seat = seat
        self._seed = 0
        self.action_space, self.observation_space = game_spaces(self.game)

    def _obs(self) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        obs = observe(self.game, self.seat)
        return obs, {"action_mask": obs["action_mask"]}

    def _learner_acts(self) -> bool:
        player = self.game.current_player()
        if player == SIMULTANEOUS_PLAYER:
            return self.seat in self.game.ready_players()
        return player == self.seat

    def _bots_play(self) -> None:
        """The bots act until the learner may, or the game ends (or the step bound)."""
        while not self.game.is_over() and self._steps < self.max_steps:
            if self._learner_acts():
                return
            chosen = self.game.bot_action(self.opponent, seed=self._seed)
            if chosen is None:
                return
            seat, index = chosen
            self.game.step(index, seat)
            self._steps += 1

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        """Deals a new game (``seed``, else the next seed) and lets the bots act first."""
        super().reset(seed=seed)
        if seed is not None:
            self._seed = int(seed)
        else:
            self._seed += 1
        # A deal that is over before the learner acts (a solitaire with no move, or the bots
        # end it first) is skipped: the next seed, at most 64 times.
        for _ in range(64):
            self.game = self.game.redeal(self._seed)
            self._steps = 0
            self._bots_play()
            if not self.game.is_over():
                break
            self._seed += 1
        self._return = self.game.returns()[self.seat]
        return self._obs()

    def step(self, action: int) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        """Applies the learner's action, then the bots' until the learner acts again."""
        self.game.step(int(action), self.seat)
        self._steps += 1
        self._bots_play()
        now = self.game.returns()[self.seat]
        reward = float(now - self._return)
        self._return = now
        terminated = self.game.is_over()
        truncated = not terminated and self._steps >= self.max_steps
        obs, info = self._obs()
        return obs, reward, terminated, truncated, info

    def render(self) -> str | None:
        """The learner's view as text (``render_mode="ansi"``)."""
        if self.render_mode is None:
            return None
        return self.game.view_text(self.seat)
