//! What one player sees, and how it is drawn.

use core::fmt;

use rules_engine::{Game, ToAct};
use tic_core::Card;

use crate::config::Melds;
use crate::state::{Phase, TeamTic};

/// A set on the table as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SetView {
    /// The side that laid it.
    pub team: usize,
    /// Its cards, in order.
    pub cards: Vec<Card>,
    /// Cards opponents added (no points for whoever added them).
    pub foreign: Vec<Card>,
    /// What it scores for its side now.
    pub points: i64,
}

/// The table as one player sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TeamView {
    /// The viewer's seat.
    pub player: usize,
    /// The viewer's side.
    pub team: usize,
    /// The viewer's hand.
    pub hand: Vec<Card>,
    /// Cards in each seat's hand.
    pub hand_sizes: Vec<usize>,
    /// Each seat's side.
    pub teams: Vec<usize>,
    /// Cards left in the deck.
    pub deck_size: usize,
    /// The discard chain, oldest first.
    pub chain: Vec<Card>,
    /// The sets on the table.
    pub sets: Vec<SetView>,
    /// What the sets are.
    pub melds: Melds,
    /// Whose turn it is.
    pub turn: usize,
    /// Where that turn is.
    pub phase: Phase,
    /// Who may act.
    pub to_act: ToAct,
    /// Cards the player to act may still add to opponents' sets this turn.
    pub opponent_cards_left: u8,
    /// Each side's score: during play, the rounds finished plus the set points of this round
    /// (hands are secret: one holding the 5-star-red costs more); once the game is over, the
    /// final scores, hands counted.
    pub scores: Vec<i64>,
    /// The round being played, 0-based, and how many the match has.
    pub round: (u8, u8),
    /// Whether cards opponents add count toward a set's points (the config's reading).
    pub opponent_cards_score: bool,
}

impl TeamView {
    /// What `player` sees of `game`.
    pub(crate) fn of(game: &TeamTic, player: usize) -> TeamView {
        let config = &game.config;
        let n = config.players;
        let scores = if game.phase == Phase::Over {
            game.totals.clone()
        } else {
            game.totals
                .iter()
                .zip(game.set_points())
                .map(|(t, s)| t.saturating_add(s))
                .collect()
        };
        TeamView {
            player,
            team: config.team_of(player),
            hand: game.hand(player).iter().collect(),
            hand_sizes: game.hands.iter().map(|h| h.len()).collect(),
            teams: (0..n).map(|p| config.team_of(p)).collect(),
            deck_size: game.deck.len(),
            chain: game.chain.clone(),
            sets: game
                .sets
                .iter()
                .map(|s| SetView {
                    team: s.team,
                    cards: s.cards.clone(),
                    foreign: s.foreign.iter().collect(),
                    points: s.points(config.opponent_cards_score),
                })
                .collect(),
            melds: config.melds,
            turn: game.turn,
            phase: game.phase,
            to_act: game.to_act(),
            opponent_cards_left: config
                .opponent_cards_per_turn
                .saturating_sub(game.opponent_cards),
            scores,
            round: (game.round, config.rounds),
            opponent_cards_score: config.opponent_cards_score,
        }
    }
}

impl fmt::Display for TeamView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} sets; deck {} cards; you are player {} (side {})",
            if self.melds == Melds::Tic {
                "Tic"
            } else {
                "Duo-sequence"
            },
            self.deck_size,
            self.player,
            self.team
        )?;
        write!(f, "discard chain (oldest first):")?;
        for (i, c) in self.chain.iter().enumerate() {
            write!(f, " {}:{c}", i + 1)?;
        }
        writeln!(f)?;
        for (i, s) in self.sets.iter().enumerate() {
            write!(f, "set {} (side {}, {} points):", i + 1, s.team, s.points)?;
            for c in &s.cards {
                write!(f, " {c}{}", if s.foreign.contains(c) { "*" } else { "" })?;
            }
            writeln!(f)?;
        }
        write!(f, "hands:")?;
        for (p, n) in self.hand_sizes.iter().enumerate() {
            write!(
                f,
                " player {p} (side {}) {n};",
                self.teams.get(p).copied().unwrap_or(0)
            )?;
        }
        writeln!(f)?;
        let what = if self.to_act == ToAct::Nobody {
            "final scores"
        } else {
            "set points"
        };
        writeln!(f, "{what} by side: {:?}", self.scores)?;
        if self.round.1 > 1 {
            writeln!(
                f,
                "round {} of {}",
                u32::from(self.round.0) + 1,
                self.round.1
            )?;
        }
        if let Phase::MustLay(card) = self.phase {
            writeln!(f, "lay a set with {card} now")?;
        }
        write!(f, "your hand:")?;
        for c in &self.hand {
            write!(f, " {c}")?;
        }
        Ok(())
    }
}
