//! What the card games built on these layouts share off the board: hands, face-down cards,
//! who may see which, and whose turn it is.

use rules_engine::{GameRng, ToAct, determinize};
use tic_core::Card;

/// The cards `player` cannot see: every face-down zone and every other player's hand.
///
/// ```
/// use tic_core::parse_cards;
/// let deck = parse_cards("1ov 2ov")?;
/// let hands = vec![parse_cards("3ov")?, parse_cards("4ov 5ov")?];
/// let unseen = tic_grid::seats::unseen_by(0, &[&deck], &hands);
/// assert_eq!(unseen, parse_cards("1ov 2ov 4ov 5ov")?);
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn unseen_by(player: usize, face_down: &[&[Card]], hands: &[Vec<Card>]) -> Vec<Card> {
    let mut unseen: Vec<Card> = face_down
        .iter()
        .flat_map(|zone| zone.iter())
        .copied()
        .collect();
    for (p, hand) in hands.iter().enumerate() {
        if p != player {
            unseen.extend(hand);
        }
    }
    unseen
}

/// Redeals the `hidden` cards among the face-down zones and the other players' hands, for a
/// search bot's sample of what `player` cannot see (see `rules_engine::Determinize`). Cards
/// not in `hidden`, and `player`'s own hand, stay where they are.
///
/// ```
/// use rules_engine::{GameRng, Seed};
/// use tic_core::parse_cards;
/// let mut deck = parse_cards("1ov 2ov")?;
/// let mut hands = vec![parse_cards("3ov")?, parse_cards("4ov 5ov")?];
/// let hidden = tic_grid::seats::unseen_by(0, &[&deck], &hands);
/// let mut rng = GameRng::from_seed(Seed(1));
/// tic_grid::seats::redeal_unseen(0, &mut [&mut deck], &mut hands, &hidden, &mut rng);
/// assert_eq!(hands[0], parse_cards("3ov")?);
/// let (mut now, mut before) = (tic_grid::seats::unseen_by(0, &[&deck], &hands), hidden);
/// now.sort_unstable();
/// before.sort_unstable();
/// assert_eq!(now, before);
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
pub fn redeal_unseen(
    player: usize,
    face_down: &mut [&mut Vec<Card>],
    hands: &mut [Vec<Card>],
    hidden: &[Card],
    rng: &mut GameRng,
) {
    let mut zones: Vec<&mut [Card]> = face_down.iter_mut().map(|z| &mut z[..]).collect();
    for (p, hand) in hands.iter_mut().enumerate() {
        if p != player {
            zones.push(&mut hand[..]);
        }
    }
    determinize::redeal(&mut zones, hidden, rng);
}

/// Who acts in a game of turns: the player whose turn it is, nobody once it is over.
#[must_use]
pub const fn turn_to_act(over: bool, turn: usize) -> ToAct {
    if over {
        ToAct::Nobody
    } else {
        ToAct::Player(turn)
    }
}

/// The actions of `player` when it is their turn (`actions`), none otherwise.
pub fn if_to_act<A>(to_act: ToAct, player: usize, actions: impl FnOnce() -> Vec<A>) -> Vec<A> {
    if to_act == ToAct::Player(player) {
        actions()
    } else {
        Vec::new()
    }
}

/// A hand as a player sees it: highest card first.
#[must_use]
pub fn highest_first(hand: &[Card]) -> Vec<Card> {
    let mut hand = hand.to_vec();
    hand.sort_by(|a, b| b.cmp_rank(*a));
    hand
}
