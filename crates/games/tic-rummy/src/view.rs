//! What one player sees, and how it is drawn.

use core::fmt;

use rules_engine::{Game, ToAct};
use tic_core::Card;

use crate::collections::{CollectionKind, Requirement};
use crate::state::{Laid, MAX_CANCELS_PER_TURN, Phase, TicRummy};

/// The laydown the viewer is building.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct PendingView {
    /// Collections filled, in the round's order.
    pub closed: Vec<Vec<Card>>,
    /// The collection being filled.
    pub current: Vec<Card>,
}

/// What the viewer sees of one seat.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct PlayerView {
    /// The seat's round.
    pub round: u8,
    /// Cards in hand.
    pub hand_size: usize,
    /// Points against so far.
    pub total: u32,
    /// Collections laid down this deal.
    pub laid: Vec<Laid>,
}

/// The table as one player sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct RummyView {
    /// The viewer's seat.
    pub player: usize,
    /// 0-based deal number.
    pub deal: u32,
    /// The dealer.
    pub dealer: usize,
    /// The viewer's round.
    pub round: u8,
    /// What the viewer must lay down.
    pub requirements: Vec<Requirement>,
    /// The viewer's hand.
    pub hand: Vec<Card>,
    /// The viewer's laydown in progress.
    pub pending: Option<PendingView>,
    /// Every seat.
    pub players: Vec<PlayerView>,
    /// The top of the discard pile.
    pub discard_top: Option<Card>,
    /// Cards in the discard pile.
    pub discard_size: usize,
    /// Cards in the draw pile.
    pub draw_size: usize,
    /// Whose turn it is.
    pub turn: usize,
    /// Where that turn is.
    pub phase: Phase,
    /// Who may act.
    pub to_act: ToAct,
    /// Laydowns the player to act may still start this turn.
    pub laydowns_left: u8,
}

impl RummyView {
    /// What `player` sees of `game`. A laydown being built is the builder's secret: the others
    /// see the turn's play phase until it is confirmed (at the table, nothing shows until the
    /// collections go down together).
    pub(crate) fn of(game: &TicRummy, player: usize) -> RummyView {
        let n = game.config.players;
        let me = player.min(n.saturating_sub(1));
        let builder = game.turn == player;
        RummyView {
            player,
            deal: game.deal,
            dealer: game.dealer,
            round: game.round_number(me),
            requirements: game.requirements(me).to_vec(),
            hand: game.hand(player).iter().collect(),
            pending: match (&game.pending, builder) {
                (Some(p), true) => Some(PendingView {
                    closed: p.closed.iter().map(|s| s.iter().collect()).collect(),
                    current: p.current.iter().collect(),
                }),
                _ => None,
            },
            players: (0..n)
                .map(|p| PlayerView {
                    round: game.rounds[p],
                    hand_size: game.hands[p].len(),
                    total: game.totals[p],
                    laid: game.table[p].clone(),
                })
                .collect(),
            discard_top: game.discard.last().copied(),
            discard_size: game.discard.len(),
            draw_size: game.draw_pile.len(),
            turn: game.turn,
            phase: match game.phase {
                Phase::Laying if !builder => Phase::Play,
                phase => phase,
            },
            to_act: game.to_act(),
            laydowns_left: MAX_CANCELS_PER_TURN.saturating_sub(game.cancels),
        }
    }
}

fn cards(f: &mut fmt::Formatter<'_>, cards: &[Card]) -> fmt::Result {
    for (i, c) in cards.iter().enumerate() {
        write!(f, "{}{c}", if i == 0 { "" } else { " " })?;
    }
    Ok(())
}

impl fmt::Display for RummyView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "deal {} (dealer: player {}), deck {} cards, discard pile {} cards, top: {}",
            self.deal.saturating_add(1),
            self.dealer,
            self.draw_size,
            self.discard_size,
            self.discard_top
                .map_or_else(|| "none".to_owned(), |c| c.to_string())
        )?;
        for (p, seat) in self.players.iter().enumerate() {
            write!(
                f,
                "player {p}{}: round {}, {} cards, {} points against",
                if p == self.player { " (you)" } else { "" },
                seat.round,
                seat.hand_size,
                seat.total
            )?;
            if seat.laid.is_empty() {
                writeln!(f, ", not laid down")?;
            } else {
                writeln!(f)?;
                for (i, laid) in seat.laid.iter().enumerate() {
                    write!(f, "    {}. {}: ", i + 1, kind_name(laid.kind))?;
                    cards(f, &laid.cards)?;
                    writeln!(f)?;
                }
            }
        }
        write!(f, "your round {} needs:", self.round)?;
        for (i, r) in self.requirements.iter().enumerate() {
            write!(f, "{} {r}", if i == 0 { "" } else { ";" })?;
        }
        writeln!(f)?;
        if let Some(p) = &self.pending {
            write!(f, "laydown being built:")?;
            for c in &p.closed {
                f.write_str(" [")?;
                cards(f, c)?;
                f.write_str("]")?;
            }
            f.write_str(" [")?;
            cards(f, &p.current)?;
            writeln!(f, " ...]")?;
        }
        write!(f, "your hand: ")?;
        cards(f, &self.hand)
    }
}

fn kind_name(kind: CollectionKind) -> String {
    kind.to_string()
}
