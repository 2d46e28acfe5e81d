//! The game state and its [`Game`] implementation.

use rules_engine::{ActionError, ConfigError, Game, GameRng, InvalidState, Outcome, Seed, ToAct};
use tic_core::{Card, CardSet, Deck};

use crate::actions::{EndReason, TriAction, TriEvent, TriIllegal};
use crate::config::TriConfig;
use crate::view::TriView;

/// The turn in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(crate) struct Turn {
    /// Whose turn it is.
    pub(crate) player: usize,
    /// Cards played so far this turn (for the going-out rule).
    pub(crate) played: u32,
    /// The card just picked up, when it can be played: the player plays it or keeps it.
    pub(crate) drawn: Option<Card>,
}

/// A game of Tri Up Tri Down.
///
/// Build one with [`Game::new`] (a seeded deal) or [`TriUpTriDown::from_position`] (a
/// position set up by hand).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(remote = "Self"))]
pub struct TriUpTriDown {
    pub(crate) config: TriConfig,
    pub(crate) seed: Seed,
    pub(crate) rng: GameRng,
    /// The face-down deck; the last card is on top.
    pub(crate) deck: Deck<Card>,
    /// The face-up discard pile; the last card is the one everyone plays on.
    pub(crate) discard: Vec<Card>,
    pub(crate) hands: Vec<CardSet>,
    pub(crate) turn: Turn,
    /// The player who ended their turn holding one card and has not said "last card"; while
    /// set, the challenge window is open (until the next player acts).
    pub(crate) last_card_window: Option<usize>,
    pub(crate) actions_taken: u32,
    pub(crate) end: Option<EndReason>,
    pub(crate) events: Vec<TriEvent>,
}

#[cfg(feature = "serde")]
rules_engine::validated_serde!(TriUpTriDown);

impl TriUpTriDown {
    /// A position set up by hand (puzzles, tests, teaching): the hands, the discard pile
    /// (last card face up), the deck (last card on top) and the player to start a fresh turn.
    /// Every card must appear exactly once in total; cards of the 125 left out are not in
    /// play. The position is validated.
    ///
    /// ```
    /// use rules_engine::{Game, Seed};
    /// use tic_core::{parse_cards, CardSet};
    /// use tic_tri_up_tri_down::{TriAction, TriConfig, TriUpTriDown};
    ///
    /// let hands = vec!["3-square-cyan 1-circle-red".parse()?, "5-star-red".parse()?];
    /// let game = TriUpTriDown::from_position(
    ///     TriConfig::default(),
    ///     Seed(0),
    ///     hands,
    ///     parse_cards("4-square-cyan")?,
    ///     parse_cards("2-circle-cyan 2-crescent-cyan")?,
    ///     0,
    /// )?;
    /// assert_eq!(game.legal_actions(0), vec![TriAction::Play("3-square-cyan".parse()?)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_position(
        config: TriConfig,
        seed: Seed,
        hands: Vec<CardSet>,
        discard: Vec<Card>,
        deck: Vec<Card>,
        to_play: usize,
    ) -> Result<Self, InvalidState> {
        config
            .validate()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        let game = TriUpTriDown {
            config,
            seed,
            rng: GameRng::from_seed(seed),
            deck: Deck::from_bottom_up(deck),
            discard,
            hands,
            turn: Turn {
                player: to_play,
                played: 0,
                drawn: None,
            },
            last_card_window: None,
            actions_taken: 0,
            end: None,
            events: Vec::new(),
        };
        game.check(false)?;
        Ok(game)
    }

    /// The face-up card everyone plays on.
    #[must_use]
    pub fn top(&self) -> Option<Card> {
        self.discard.last().copied()
    }

    /// A player's hand (empty for a seat that does not exist).
    #[must_use]
    pub fn hand(&self, player: usize) -> CardSet {
        self.hands.get(player).copied().unwrap_or_default()
    }

    /// Cards left in the face-down deck.
    #[must_use]
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// How the game ended, once over.
    #[must_use]
    pub fn end_reason(&self) -> Option<EndReason> {
        self.end
    }

    /// The player who ended their turn with one card and may still be challenged.
    #[must_use]
    pub fn last_card_window(&self) -> Option<usize> {
        self.last_card_window
    }

    /// Whose turn it is (during a "last card" window, the player about to act).
    #[must_use]
    pub fn turn_player(&self) -> usize {
        self.turn.player
    }

    /// Invariants; `full_deck` asks for all 125 cards (a dealt game) rather than any set of
    /// distinct cards (a position set up by hand).
    fn check(&self, full_deck: bool) -> Result<(), InvalidState> {
        let n = self.config.players;
        self.config
            .validate()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        InvalidState::ensure(self.hands.len() == n, || {
            format!("{} hands for {n} players", self.hands.len())
        })?;
        InvalidState::ensure(self.turn.player < n, || {
            format!("turn of player {} of {n}", self.turn.player)
        })?;
        InvalidState::ensure(!self.discard.is_empty(), || {
            "the discard pile is empty".into()
        })?;
        let mut seen = CardSet::EMPTY;
        let mut total = 0;
        for card in self
            .deck
            .iter()
            .chain(&self.discard)
            .copied()
            .chain(self.hands.iter().flat_map(|h| h.iter()))
        {
            InvalidState::ensure(seen.insert(card), || format!("{card} appears twice"))?;
            total += 1;
        }
        if full_deck {
            InvalidState::ensure(total == Card::COUNT, || {
                format!("{total} cards in play, not the 125-card deck")
            })?;
        }
        if let Some(drawn) = self.turn.drawn {
            InvalidState::ensure(self.hand(self.turn.player).contains(drawn), || {
                format!("the picked-up card {drawn} is not in the player's hand")
            })?;
        }
        if let Some(p) = self.last_card_window {
            InvalidState::ensure(p < n && self.hand(p).len() == 1, || {
                format!("player {p} is open to a \"last card\" challenge without one card")
            })?;
        }
        match self.end {
            Some(EndReason::WentOut(p)) => {
                InvalidState::ensure(p < n && self.hand(p).is_empty(), || {
                    format!("player {p} went out but holds cards")
                })
            }
            Some(_) => Ok(()),
            None => InvalidState::ensure(self.hands.iter().all(|h| !h.is_empty()), || {
                "a player has no card but the game goes on".into()
            }),
        }
    }
}

impl Game for TriUpTriDown {
    type Config = TriConfig;
    type Action = TriAction;
    type View = TriView;
    type Event = TriEvent;
    type Card = Card;
    type Illegal = TriIllegal;

    const NAME: &'static str = "tri-up-tri-down";

    fn new(config: TriConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let mut rng = GameRng::from_seed(seed);
        let mut deck = tic_core::shuffled_deck(&mut rng);
        let hands = deck
            .deal(config.players, config.hand_size)
            .map_err(|e| ConfigError::Invalid {
                option: "hand_size",
                reason: e.to_string(),
            })?
            .into_iter()
            .map(|h| h.into_iter().collect())
            .collect();
        let top = deck.draw().ok_or(ConfigError::Invalid {
            option: "hand_size",
            reason: "no card is left to turn face up".into(),
        })?;
        Ok(TriUpTriDown {
            config,
            seed,
            rng,
            deck,
            discard: vec![top],
            hands,
            turn: Turn {
                player: 0,
                played: 0,
                drawn: None,
            },
            last_card_window: None,
            actions_taken: 0,
            end: None,
            events: vec![TriEvent::Started { top: Some(top) }],
        })
    }

    fn config(&self) -> &TriConfig {
        &self.config
    }

    fn seed(&self) -> Seed {
        self.seed
    }

    fn num_players(&self) -> usize {
        self.config.players
    }

    fn to_act(&self) -> ToAct {
        if self.end.is_some() {
            ToAct::Nobody
        } else if self.last_card_window.is_some() {
            ToAct::Anyone
        } else {
            ToAct::Player(self.turn.player)
        }
    }

    fn legal_actions(&self, player: usize) -> Vec<TriAction> {
        if self.end.is_some() || player >= self.config.players {
            return Vec::new();
        }
        let mut actions = Vec::new();
        if let Some(target) = self.last_card_window {
            if player == target {
                actions.push(TriAction::SayLastCard);
            } else {
                actions.push(TriAction::Challenge);
            }
        }
        if player == self.turn.player {
            actions.extend(self.turn_actions());
        }
        actions
    }

    fn apply(&mut self, player: usize, action: &TriAction) -> Result<(), ActionError<TriIllegal>> {
        ActionError::check_turn(self.to_act(), player, self.config.players)?;
        self.apply_action(player, *action)
            .map_err(ActionError::Illegal)?;
        self.actions_taken = self.actions_taken.saturating_add(1);
        if self.end.is_none() && self.actions_taken >= self.config.max_actions {
            self.finish(EndReason::ActionLimit);
        }
        Ok(())
    }

    fn view(&self, player: usize) -> TriView {
        TriView::of(self, player)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.end?;
        Some(crate::scoring::outcome(&self.hands, self.end))
    }

    fn events(&self) -> &[TriEvent] {
        &self.events
    }

    fn events_for(&self, player: usize) -> Vec<TriEvent> {
        // Others' pickups are secret; and a card seen once (played, then shuffled back into
        // the deck or picked up by someone else) is redacted while it is hidden again.
        let hidden: CardSet = self.hidden_cards(player).into_iter().collect();
        let shown = |card: Option<Card>| card.filter(|c| !hidden.contains(*c));
        self.events
            .iter()
            .map(|e| match *e {
                TriEvent::Drew {
                    player: p,
                    card,
                    reason,
                } => TriEvent::Drew {
                    player: p,
                    card: if p == player { shown(card) } else { None },
                    reason,
                },
                TriEvent::Started { top } => TriEvent::Started { top: shown(top) },
                TriEvent::Played {
                    player: p,
                    card,
                    step,
                } => TriEvent::Played {
                    player: p,
                    card: shown(card),
                    step,
                },
                TriEvent::Triggered {
                    card,
                    target,
                    cards,
                } => TriEvent::Triggered {
                    card: shown(card),
                    target,
                    cards,
                },
                ref other => other.clone(),
            })
            .collect()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.check(false)
    }

    fn cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = self.deck.iter().copied().collect();
        all.extend(&self.discard);
        all.extend(self.hands.iter().flat_map(|h| h.iter()));
        all
    }

    fn hidden_cards(&self, player: usize) -> Vec<Card> {
        let mut hidden: Vec<Card> = self.deck.iter().copied().collect();
        for (p, hand) in self.hands.iter().enumerate() {
            if p != player {
                hidden.extend(hand.iter());
            }
        }
        hidden
    }
}
