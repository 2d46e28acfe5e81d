"""PettingZoo AEC environments for every TIC game (requires ``pettingzoo`` and ``gymnasium``).

::

    from tic_engines.pettingzoo import env

    e = env("toker", players=2, deals=1)
    e.reset(seed=7)
    for agent in e.agent_iter(max_iter=10_000):
        obs, reward, termination, truncation, info = e.last()
        if termination or truncation:
            action = None
        else:
            action = int(obs["action_mask"].nonzero()[0][0])  # your policy here
        e.step(action)

Agents are ``player_0`` to ``player_{n-1}`` (seat numbers). Each observation is a dict of
``"observation"`` (``float32``, what that seat may see) and ``"action_mask"`` (``int8``, 1 at
each legal action of that seat now), as PettingZoo's classic environments have it. The agent
selected is the seat to act; where any seat may act (turnless phases) it is the lowest seat
with a legal action. Rewards are each seat's change of return in the step (the game's returns
add up to the final ones). An episode that reaches ``max_steps`` actions is truncated.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]

from . import SIMULTANEOUS_PLAYER, TERMINAL_PLAYER, Game, make
from ._env import check_args, game_spaces, observe

__all__ = ["TicAECEnv", "env"]


class TicAECEnv(AECEnv):  # type: ignore[misc]
    """A TIC game as a PettingZoo AEC environment (see the module's docs)."""

    metadata = {
        "render_modes": ["ansi"],
        "name": "tic_engines",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        name: str,
        players: int | None = None,
        render_mode: str | None = None,
        max_steps: int = 10_000,
        **options: Any,
    ) -> None:
        super().__init__()
        check_args(render_mode, max_steps)
        self.game_name = name
        self.players = players
        self.options = options
        self.render_mode = render_mode
        self.max_steps = max_steps
        self._seed = 0
        self.game: Game = make(name, players=players, seed=0, **options)
        self.metadata = dict(self.metadata, name=f"tic_engines_{self.game.name}")
        n = self.game.num_players
        self.possible_agents = [f"player_{i}" for i in range(n)]
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        self._action_space, self._observation_space = game_spaces(self.game)
        self.agents: list[str] = []

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The space of each agent's observation (the same for every agent)."""
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The action indices: ``Discrete(num_distinct_actions)``."""
        return self._action_space

    def _acting(self) -> int:
        player = self.game.current_player()
        if player == SIMULTANEOUS_PLAYER:
            return self.game.ready_players()[0]
        return player

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deals a new game: with ``seed`` if given, else the next seed after the last one."""
        if seed is not None:
            self._seed = int(seed)
        else:
            self._seed += 1
        # The same players and options, dealt anew (they were checked when the env was made).
        self.game = self.game.redeal(self._seed)
        # A deal over before any action (a solitaire with no move) is skipped: the next seed.
        for _ in range(64):
            if not self.game.is_over():
                break
            self._seed += 1
            self.game = self.game.redeal(self._seed)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._returns = list(self.game.returns())
        self._steps = 0
        self.agent_selection = self.possible_agents[self._acting()]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """What ``agent`` may see, and its legal-action mask (zeros when it may not act)."""
        return observe(self.game, self._seat[agent])

    def step(self, action: int | None) -> None:
        """Applies ``action`` (an index) for the selected agent (``None`` once it is done)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is not done: it needs an action, not None")
        seat = self._seat[agent]
        self.game.step(int(action), seat)
        self._steps += 1
        returns = self.game.returns()
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            i = self._seat[a]
            self.rewards[a] = float(returns[i] - self._returns[i])
        self._returns = list(returns)
        if self.game.is_over():
            self.terminations = dict.fromkeys(self.agents, True)
        elif self._steps >= self.max_steps:
            self.truncations = dict.fromkeys(self.agents, True)
        self._accumulate_rewards()
        if self.game.current_player() == TERMINAL_PLAYER or any(self.truncations.values()):
            # Every agent is done: each steps None in turn, from the one after the last to act.
            n = len(self.possible_agents)
            self.agent_selection = self.possible_agents[(seat + 1) % n]
        else:
            self.agent_selection = self.possible_agents[self._acting()]

    def render(self) -> str | None:
        """The spectator's view as text (``render_mode="ansi"``)."""
        if self.render_mode is None:
            return None
        return self.game.view_text(self.game.num_players)

    def close(self) -> None:
        """Nothing to release."""


def env(name: str, **kwargs: Any) -> TicAECEnv:
    """A PettingZoo AEC environment for the game ``name`` (``players=``, ``render_mode=``,
    ``max_steps=`` and the game's options as keywords)."""
    return TicAECEnv(name, **kwargs)
