//! Decks and shoes of standard cards, and seeded shuffles (through `seeded-deck`).

use seeded_deck::{Deck, GameRng};

use crate::{Card, Rank, Suit};

/// The 52 suited cards in order (clubs two first, spades ace last), then `jokers` jokers.
///
/// ```
/// use rummy_cards::{standard_deck, Card};
/// let deck = standard_deck(2);
/// assert_eq!(deck.len(), 54);
/// assert_eq!(deck.iter().filter(|c| c.is_joker()).count(), 2);
/// assert_eq!(deck[0].to_string(), "2c");
/// ```
#[must_use]
pub fn standard_deck(jokers: usize) -> Vec<Card> {
    let mut cards: Vec<Card> = Suit::ALL
        .into_iter()
        .flat_map(|suit| Rank::ALL.into_iter().map(move |rank| Card::new(rank, suit)))
        .collect();
    cards.extend(std::iter::repeat_n(Card::JOKER, jokers));
    cards
}

/// A shoe: `decks` standard decks of 52 cards, each with `jokers_per_deck` jokers, in order.
///
/// ```
/// use rummy_cards::shoe;
/// assert_eq!(shoe(2, 2).len(), 108); // Tick's two decks with jokers
/// ```
#[must_use]
pub fn shoe(decks: usize, jokers_per_deck: usize) -> Vec<Card> {
    let one = standard_deck(jokers_per_deck);
    let mut cards = Vec::with_capacity(one.len() * decks);
    for _ in 0..decks {
        cards.extend_from_slice(&one);
    }
    cards
}

/// A shoe shuffled with the game's generator, as a draw pile (the same generator state gives
/// the same order on every platform).
///
/// ```
/// use rummy_cards::{shuffled_shoe, GameRng, Seed};
/// let a = shuffled_shoe(2, 2, &mut GameRng::from_seed(Seed(9)));
/// let b = shuffled_shoe(2, 2, &mut GameRng::from_seed(Seed(9)));
/// assert_eq!(a, b);
/// assert_eq!(a.len(), 108);
/// ```
#[must_use]
pub fn shuffled_shoe(decks: usize, jokers_per_deck: usize, rng: &mut GameRng) -> Deck<Card> {
    Deck::shuffled(shoe(decks, jokers_per_deck), rng)
}
