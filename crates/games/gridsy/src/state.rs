//! The game state: every card and counter, read by the rules (rules.rs) and the view (view.rs).

use rules_engine::{Game as _, GameRng, InvalidState, Seed, ToAct};
use tic_core::{Card, CardSet};

use crate::actions::GridsyEvent;
use crate::config::GridsyConfig;

/// One player's cards on the table: the grid being built and the loose cards beside it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Table {
    /// The grid, row-major; `None` for an empty cell.
    pub grid: Vec<Option<Card>>,
    /// Cards not in the grid.
    pub loose: Vec<Card>,
    /// Extra cards drawn this round (solo).
    pub extra: usize,
    /// Rearrangements left this round.
    pub rearrangements_left: u32,
}

impl Table {
    /// Whether every cell holds a card.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.grid.iter().all(Option::is_some)
    }

    /// Every card of this player, placed or loose.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.grid.iter().flatten().chain(&self.loose).copied()
    }
}

rules_engine::validated_state! {
    /// A game (a match of one or more rounds) of Gridsy.
    #[derive(Clone, Debug, PartialEq, Eq)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    pub struct Gridsy {
        pub(crate) config: GridsyConfig,
        pub(crate) seed: Seed,
        pub(crate) rng: GameRng,
        /// The face-down deck, top last.
        pub(crate) deck: Vec<Card>,
        pub(crate) tables: Vec<Table>,
        /// The head-to-head swap pool (face up).
        pub(crate) pool: Vec<Card>,
        /// Rounds finished.
        pub(crate) rounds_played: usize,
        /// Head-to-head: rounds won by each player.
        pub(crate) wins: Vec<usize>,
        /// Solo: extra cards over the rounds played (an unsolved round counts every card that
        /// was left in the deck when it started).
        pub(crate) extra_total: usize,
        pub(crate) over: bool,
        pub(crate) events: Vec<GridsyEvent>,
    }
}

impl Gridsy {
    /// Who acts now.
    pub(crate) fn who_acts(&self) -> ToAct {
        if self.over {
            ToAct::Nobody
        } else if self.is_solo() {
            ToAct::Player(0)
        } else {
            ToAct::Anyone
        }
    }

    /// The player's table.
    #[must_use]
    pub fn table(&self, player: usize) -> Option<&Table> {
        self.tables.get(player)
    }

    /// The swap pool.
    #[must_use]
    pub fn pool(&self) -> &[Card] {
        &self.pool
    }

    /// Cards left in the deck.
    #[must_use]
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// Rounds finished so far.
    #[must_use]
    pub fn rounds_played(&self) -> usize {
        self.rounds_played
    }

    /// Head-to-head: rounds won by each player.
    #[must_use]
    pub fn wins(&self) -> &[usize] {
        &self.wins
    }

    /// Solo: extra cards taken over the finished rounds.
    #[must_use]
    pub fn extra_total(&self) -> usize {
        self.extra_total
    }

    /// Whether this is the solo game.
    #[must_use]
    pub fn is_solo(&self) -> bool {
        self.config.players == 1
    }

    /// A round set up by hand, for tests and puzzles: each player's loose cards (grids
    /// empty), the pool, and the deck (top last). The other cards are set at the bottom of
    /// the deck.
    pub fn from_position(
        config: GridsyConfig,
        loose: Vec<Vec<Card>>,
        pool: Vec<Card>,
        deck_top: Vec<Card>,
    ) -> Result<Gridsy, InvalidState> {
        config
            .validate()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        let used: CardSet = loose
            .iter()
            .flatten()
            .chain(&pool)
            .chain(&deck_top)
            .collect();
        let mut deck: Vec<Card> = Card::all().filter(|c| !used.contains(*c)).collect();
        deck.extend(deck_top);
        let cells = config.cells();
        let game = Gridsy {
            tables: loose
                .into_iter()
                .map(|loose| Table {
                    grid: vec![None; cells],
                    loose,
                    extra: 0,
                    rearrangements_left: config.rearrangements,
                })
                .collect(),
            wins: vec![0; config.players],
            seed: Seed(0),
            rng: GameRng::from_seed(Seed(0)),
            deck,
            pool,
            rounds_played: 0,
            extra_total: 0,
            over: false,
            events: Vec::new(),
            config,
        };
        game.validate()?;
        Ok(game)
    }

    /// Deals a round from the whole deck, shuffled.
    pub(crate) fn deal_round(&mut self) {
        let mut all: Vec<Card> = Card::all().collect();
        self.rng.shuffle(&mut all);
        let cells = self.config.cells();
        self.tables = (0..self.config.players)
            .map(|_| Table {
                grid: vec![None; cells],
                loose: Vec::new(),
                extra: 0,
                rearrangements_left: self.config.rearrangements,
            })
            .collect();
        for _ in 0..cells {
            for table in &mut self.tables {
                table.loose.extend(all.pop());
            }
        }
        self.pool = (0..self.config.pool_size())
            .filter_map(|_| all.pop())
            .collect();
        self.deck = all;
        self.events.push(GridsyEvent::RoundStarts {
            round: self.rounds_played + 1,
        });
    }
}
