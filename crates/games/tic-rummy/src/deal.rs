//! The machinery of a deal that TIC Rummy and Team TIC share (Team TIC depends on this crate
//! for it): dealing and stacking the 125 cards, checking that a state holds each card exactly
//! once, what each player knows of where the cards are (and so which cards are hidden from
//! them, and how a search samples the rest), the event log shared between clones, and the two
//! ends of a laid sequence.
//!
//! Both games deal hands from one shuffled deck, keep a face-down deck and face-up cards (a
//! discard pile or chain, and laid collections or sets), let a player take face-up cards into
//! their hand in sight of everyone, and may play several deals with the whole deck reshuffled
//! in between.

use std::sync::Arc;

use rules_engine::{ConfigError, GameRng, InvalidState, ToAct, determinize};
use tic_core::{Card, CardSet};

/// Which end of a laid sequence an extra card goes to. Cards added to other collections use
/// [`End::Back`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum End {
    /// Before the first card.
    Front,
    /// After the last card.
    Back,
}

impl End {
    /// Both ends, front first (the order legal actions are listed in).
    pub const BOTH: [End; 2] = [End::Front, End::Back];

    /// `laid` with `card` put at this end.
    ///
    /// ```
    /// use tic_core::parse_cards;
    /// use tic_rummy::End;
    /// let laid = parse_cards("2-star-red 3-star-red")?;
    /// let card = "1-star-red".parse()?;
    /// assert_eq!(End::Front.put(&laid, card), parse_cards("1-star-red 2-star-red 3-star-red")?);
    /// # Ok::<(), tic_core::ParseCardError>(())
    /// ```
    #[must_use]
    pub fn put(self, laid: &[Card], card: Card) -> Vec<Card> {
        let mut run = Vec::with_capacity(laid.len() + 1);
        if self == End::Front {
            run.push(card);
        }
        run.extend_from_slice(laid);
        if self == End::Back {
            run.push(card);
        }
        run
    }
}

/// A game's event log, shared between clones until one of them records something: a match
/// runs to thousands of events, and bots, searches and tests clone states freely.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventLog<E>(Arc<Vec<E>>);

impl<E> Default for EventLog<E> {
    fn default() -> Self {
        EventLog(Arc::new(Vec::new()))
    }
}

impl<E: Clone> EventLog<E> {
    /// A log holding these events.
    #[must_use]
    pub fn from_events(events: Vec<E>) -> Self {
        EventLog(Arc::new(events))
    }

    /// Records an event.
    pub fn push(&mut self, event: E) {
        Arc::make_mut(&mut self.0).push(event);
    }

    /// Keeps only the events `keep` accepts.
    pub fn retain(&mut self, keep: impl FnMut(&E) -> bool) {
        Arc::make_mut(&mut self.0).retain(keep);
    }

    /// The events, oldest first.
    #[must_use]
    pub fn as_slice(&self) -> &[E] {
        &self.0
    }
}

#[cfg(feature = "serde")]
impl<E: serde::Serialize> serde::Serialize for EventLog<E> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.as_slice().serialize(serializer)
    }
}

#[cfg(feature = "serde")]
impl<'de, E: serde::Deserialize<'de>> serde::Deserialize<'de> for EventLog<E> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Vec::<E>::deserialize(deserializer).map(|v| EventLog(Arc::new(v)))
    }
}

/// Deals from the end of `deck` one card at a time around the table, starting with seat
/// `first`, until every seat holds its size in `sizes` (seats may get different numbers).
///
/// ```
/// use tic_rummy::deal::deal_round;
/// let mut deck = tic_core::all_cards();
/// let hands = deal_round(&mut deck, &[2, 3], 1);
/// assert_eq!((hands[0].len(), hands[1].len(), deck.len()), (2, 3, 120));
/// ```
#[must_use]
pub fn deal_round(deck: &mut Vec<Card>, sizes: &[usize], first: usize) -> Vec<CardSet> {
    let n = sizes.len();
    let mut hands = vec![CardSet::EMPTY; n];
    let most = sizes.iter().copied().max().unwrap_or(0);
    for k in 0..most {
        for i in 0..n {
            let p = (first + i) % n;
            if k < sizes[p]
                && let Some(card) = deck.pop()
            {
                hands[p].insert(card);
            }
        }
    }
    hands
}

/// Who acts in a turn-based deal game: the player whose turn it is, nobody once it is over.
#[must_use]
pub fn to_act(over: bool, turn: usize) -> ToAct {
    if over {
        ToAct::Nobody
    } else {
        ToAct::Player(turn)
    }
}

/// Every card of a state, zone by zone: the hands, the face-down and face-up piles, and the
/// laid collections or sets (for [`rules_engine::Game::cards`] and [`check_full_deck`]).
pub fn every_card<'a>(
    hands: &'a [CardSet],
    piles: [&'a [Card]; 2],
    laid: impl Iterator<Item = &'a [Card]> + 'a,
) -> impl Iterator<Item = Card> + 'a {
    hands
        .iter()
        .flat_map(|h| h.iter())
        .chain(piles.into_iter().flatten().copied())
        .chain(laid.flatten().copied())
}

fn layout_error(reason: impl Into<String>) -> ConfigError {
    ConfigError::Invalid {
        option: "layout",
        reason: reason.into(),
    }
}

/// The deck of a stacked deal (bottom first): every card not in `hands`, `face_up` or
/// `deck_top` in random order from `rng`, then `deck_top` so that its first card is drawn
/// first. Checks that each hand holds its size in `sizes` and that no card is given twice.
pub fn stacked_deck(
    hands: &[CardSet],
    sizes: &[usize],
    face_up: &[Card],
    deck_top: &[Card],
    rng: &mut GameRng,
) -> Result<Vec<Card>, ConfigError> {
    if hands.len() != sizes.len() {
        return Err(layout_error(format!(
            "{} hands for {} players",
            hands.len(),
            sizes.len()
        )));
    }
    let mut used = CardSet::EMPTY;
    let mut count = 0;
    for (p, (hand, &want)) in hands.iter().zip(sizes).enumerate() {
        if hand.len() != want {
            return Err(layout_error(format!(
                "player {p} holds {} cards, not {want}",
                hand.len()
            )));
        }
        used |= *hand;
        count += hand.len();
    }
    used.extend(face_up.iter().chain(deck_top).copied());
    count += face_up.len() + deck_top.len();
    if used.len() != count {
        return Err(layout_error("a card is given twice"));
    }
    let mut rest: Vec<Card> = (CardSet::FULL - used).iter().collect();
    rng.shuffle(&mut rest);
    rest.extend(deck_top.iter().rev());
    Ok(rest)
}

/// Checks that `cards` (every card of a state, zone by zone) are the 125-card deck, each card
/// exactly once, naming a card that is missing or held twice.
///
/// ```
/// use tic_rummy::deal::check_full_deck;
/// let mut cards = tic_core::all_cards();
/// assert!(check_full_deck(cards.iter().copied()).is_ok());
/// cards[0] = cards[1];
/// assert!(check_full_deck(cards.iter().copied()).is_err());
/// ```
pub fn check_full_deck(cards: impl IntoIterator<Item = Card>) -> Result<(), InvalidState> {
    let mut counts = [0usize; Card::COUNT];
    for card in cards {
        if let Some(n) = counts.get_mut(card.index()) {
            *n = n.saturating_add(1);
        }
    }
    for (i, &n) in counts.iter().enumerate() {
        if n != 1 {
            let name = Card::from_index(i).map_or_else(|| format!("card {i}"), |c| c.to_string());
            return Err(InvalidState::new(format!(
                "the cards are not the 125-card deck: a card is missing or duplicated ({name}: {n} copies)"
            )));
        }
    }
    Ok(())
}

/// What each player knows of the cards, over a whole match: the cards they have held and the
/// cards everyone has seen face up. A card a player has seen is no secret to them wherever it
/// lies now (its place may be); a face-up card taken into a hand this deal is known to be there.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Knowledge {
    /// Cards each player has held in hand during the match.
    held: Vec<CardSet>,
    /// Cards that have been face up during the match.
    public: CardSet,
    /// Cards that have been face up during this deal.
    shown: CardSet,
}

impl Knowledge {
    /// Nothing known yet, for `players` players.
    #[must_use]
    pub fn new(players: usize) -> Self {
        Knowledge {
            held: vec![CardSet::EMPTY; players],
            public: CardSet::EMPTY,
            shown: CardSet::EMPTY,
        }
    }

    /// A new deal: each player sees their hand; nothing is face up yet.
    pub fn new_deal(&mut self, hands: &[CardSet]) {
        self.shown = CardSet::EMPTY;
        for (held, hand) in self.held.iter_mut().zip(hands) {
            *held |= *hand;
        }
    }

    /// `player` takes `cards` into their hand unseen by the others.
    pub fn hold(&mut self, player: usize, cards: CardSet) {
        if let Some(held) = self.held.get_mut(player) {
            *held |= cards;
        }
    }

    /// `cards` are shown face up to everyone.
    pub fn show(&mut self, cards: CardSet) {
        self.public |= cards;
        self.shown |= cards;
    }

    /// Every card `player` has seen during the match.
    #[must_use]
    pub fn seen(&self, player: usize) -> CardSet {
        self.public | self.held.get(player).copied().unwrap_or_default()
    }

    /// The cards `player` may not see: the deck and the other hands, less every card the
    /// player has seen (in hand or face up) at some time.
    #[must_use]
    pub fn hidden(&self, player: usize, hands: &[CardSet], deck: &[Card]) -> Vec<Card> {
        let mut hidden: CardSet = deck.iter().collect();
        for (p, hand) in hands.iter().enumerate() {
            if p != player {
                hidden |= *hand;
            }
        }
        (hidden - self.seen(player)).iter().collect()
    }

    /// Redeals, for a search sample, every card whose place `player` does not know: the deck
    /// and the other hands, less the face-up cards taken into those hands this deal (they stay
    /// where everyone saw them go). Hand and deck sizes stay; the other players' memories are
    /// replaced by their new hands (what they held before is not known to `player`).
    pub fn redeal_unknown(
        &mut self,
        player: usize,
        hands: &mut [CardSet],
        deck: &mut [Card],
        rng: &mut GameRng,
    ) {
        let shown = self.shown;
        let mut others: Vec<Vec<Card>> = hands
            .iter()
            .enumerate()
            .filter(|&(p, _)| p != player)
            .map(|(_, hand)| (*hand - shown).iter().collect())
            .collect();
        let mut pool: Vec<Card> = deck.to_vec();
        pool.extend(others.iter().flatten());
        {
            let mut zones: Vec<&mut [Card]> = vec![&mut deck[..]];
            zones.extend(others.iter_mut().map(Vec::as_mut_slice));
            determinize::redeal(&mut zones, &pool, rng);
        }
        let mut others = others.into_iter();
        for (p, hand) in hands.iter_mut().enumerate() {
            if p == player {
                continue;
            }
            if let Some(cards) = others.next() {
                *hand = (*hand & shown) | cards.into_iter().collect::<CardSet>();
            }
            if let Some(held) = self.held.get_mut(p) {
                *held = *hand;
            }
        }
    }

    /// Checks the knowledge against the cards' places: one memory per player, each holding
    /// that player's hand (but the face-up cards they took); the cards `face_up` now shown this deal; and no card face up this
    /// deal back in the deck.
    pub fn check(
        &self,
        hands: &[CardSet],
        deck: &[Card],
        face_up: CardSet,
    ) -> Result<(), InvalidState> {
        InvalidState::ensure(self.held.len() == hands.len(), || {
            format!(
                "{} players' memories for {} players",
                self.held.len(),
                hands.len()
            )
        })?;
        for (p, (held, hand)) in self.held.iter().zip(hands).enumerate() {
            InvalidState::ensure(hand.is_subset(*held | self.shown), || {
                format!("player {p} holds cards they never saw")
            })?;
        }
        InvalidState::ensure(face_up.is_subset(self.shown), || {
            "a face-up card was never shown".into()
        })?;
        InvalidState::ensure(self.shown.is_subset(self.public), || {
            "a card shown this deal was never face up".into()
        })?;
        InvalidState::ensure(self.shown.is_disjoint(deck.iter().collect()), || {
            "a card seen face up this deal is back in the deck".into()
        })
    }
}
