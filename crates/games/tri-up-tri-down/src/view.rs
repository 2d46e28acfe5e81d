//! What one player sees.

use core::fmt;

use rules_engine::ToAct;
use tic_core::Card;

use crate::actions::EndReason;
use crate::config::Trigger;
use crate::state::TriUpTriDown;

/// The table as one player sees it: their own hand, the face-up card, the sizes of the other
/// hands and of the deck.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct TriView {
    /// The viewer's seat.
    pub player: usize,
    /// The viewer's hand, highest card first.
    pub hand: Vec<Card>,
    /// Cards in each seat's hand.
    pub hand_sizes: Vec<usize>,
    /// The face-up card everyone plays on.
    pub top: Option<Card>,
    /// Cards in the discard pile (the top card included).
    pub discard_len: usize,
    /// Cards in the face-down deck.
    pub deck_len: usize,
    /// Whose turn it is.
    pub turn: usize,
    /// Cards played this turn so far.
    pub played_this_turn: u32,
    /// The card the turn player just picked up and may play, if any.
    pub drawn: Option<Card>,
    /// The player who ended their turn with one card without saying "last card", open to a
    /// challenge until the next player acts, if any.
    pub last_card_window: Option<usize>,
    /// The round's custom triggers.
    pub triggers: Vec<Trigger>,
    /// Whether the free reading of steps is played (option `free_steps`; see
    /// [`free_play_step`](crate::free_play_step)).
    pub free_steps: bool,
    /// Whether a Tripo also lets the player play again (option `tripo_plays_again`).
    pub tripo_plays_again: bool,
    /// Whether the "last card" call and its challenge are played (option `last_card_rule`).
    pub last_card_rule: bool,
    /// Who acts.
    pub to_act: ToAct,
    /// How the game ended, once over.
    pub end: Option<EndReason>,
}

impl TriView {
    pub(crate) fn of(game: &TriUpTriDown, player: usize) -> TriView {
        let mut hand: Vec<Card> = game.hand(player).iter().collect();
        hand.sort_by(|a, b| b.cmp_rank(*a));
        let visible_drawn = if game.turn.player == player {
            game.turn.drawn
        } else {
            None
        };
        TriView {
            player,
            hand,
            hand_sizes: game.hands.iter().map(|h| h.len()).collect(),
            top: game.top(),
            discard_len: game.discard.len(),
            deck_len: game.deck.len(),
            turn: game.turn.player,
            played_this_turn: game.turn.played,
            drawn: visible_drawn,
            last_card_window: game.last_card_window,
            triggers: game.config.triggers.clone(),
            free_steps: game.config.free_steps,
            tripo_plays_again: game.config.tripo_plays_again,
            last_card_rule: game.config.last_card_rule,
            to_act: rules_engine::Game::to_act(game),
            end: game.end,
        }
    }
}

impl fmt::Display for TriView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.top {
            Some(top) => writeln!(f, "face up: {top}")?,
            None => writeln!(f, "face up: (none)")?,
        }
        writeln!(
            f,
            "deck: {} cards, discard pile: {} cards",
            self.deck_len, self.discard_len
        )?;
        for (p, size) in self.hand_sizes.iter().enumerate() {
            let you = if p == self.player { " (you)" } else { "" };
            let turn = if p == self.turn { "  <- turn" } else { "" };
            writeln!(f, "player {p}{you}: {size} cards{turn}")?;
        }
        if !self.triggers.is_empty() {
            let list: Vec<String> = self.triggers.iter().map(ToString::to_string).collect();
            writeln!(f, "this round's triggers: {}", list.join(", "))?;
        }
        if let Some(p) = self.last_card_window {
            writeln!(
                f,
                "player {p} holds one card and has not said \"last card\""
            )?;
        }
        if let Some(card) = self.drawn {
            writeln!(f, "you picked up {card}: play it or keep it")?;
        } else if self.turn == self.player && self.played_this_turn > 0 {
            writeln!(f, "you played a Duo or Tripo: play again")?;
        }
        write!(f, "your hand:")?;
        for card in &self.hand {
            write!(f, " {card}")?;
        }
        Ok(())
    }
}
