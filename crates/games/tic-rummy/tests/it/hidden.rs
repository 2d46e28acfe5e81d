//! What a player may not see: determinized samples and the laydown being built.

use rules_engine::{Determinize, Game, GameRng, Seed};
use tic_core::{Card, CardSet};
use tic_rummy::{Phase, RummyAction, RummyConfig, TicRummy};

fn set(s: &str) -> CardSet {
    s.parse().expect("cards")
}

fn card(s: &str) -> Card {
    s.parse().expect("card")
}

fn act(game: &mut TicRummy, player: usize, action: RummyAction) {
    if let Err(e) = game.apply(player, &action) {
        panic!("{action} by {player} was refused: {e}");
    }
}

const P0: &str = "1cv 1cy 1cr 2qo 3sc 4tv 5oy 3ty";
const P1: &str = "2ov 2cc 3oo 4qy 4sr 5tc 5qv 3cy";

/// Round 2; player 0 draws 1co and discards 3ty; player 1 takes 3ty from the discard pile
/// and discards 2ov.
fn after_a_take() -> TicRummy {
    let config = RummyConfig {
        first_round: 2,
        ..RummyConfig::default()
    };
    let deck_top: Vec<Card> = ["1co", "2tr", "5or"].map(card).to_vec();
    let mut game =
        TicRummy::with_layout(config, Seed(5), &[set(P0), set(P1)], card("1sr"), &deck_top)
            .expect("layout");
    act(&mut game, 0, RummyAction::DrawFromDeck);
    act(&mut game, 0, RummyAction::Discard(card("3ty")));
    act(&mut game, 1, RummyAction::TakeDiscard(card("3ty")));
    act(&mut game, 1, RummyAction::Discard(card("2ov")));
    game
}

#[test]
fn a_card_taken_from_the_discard_pile_stays_in_the_takers_hand_in_every_sample() {
    let game = after_a_take();
    let mine = game.hand(0);
    let mut moved = 0;
    for seed in 0..20 {
        let sample = game.determinize(0, &mut GameRng::from_seed(Seed(seed)));
        assert_eq!(sample.hand(0), mine, "the player's own hand stays");
        assert!(
            sample.hand(1).contains(card("3ty")),
            "seen going into player 1's hand"
        );
        assert_eq!(sample.hand(1).len(), 8);
        assert_eq!(sample.draw_pile_len(), game.draw_pile_len());
        assert_eq!(sample.discard_top(), Some(card("2ov")));
        assert!(sample.validate().is_ok());
        // Player 1's other seven cards are unknown to player 0: they are redealt.
        moved += usize::from(sample.hand(1) != game.hand(1));
    }
    assert!(
        moved >= 19,
        "player 1's unknown cards were redealt in {moved} of 20 samples"
    );
}

#[test]
fn a_laydown_being_built_is_hidden_from_the_others_and_dropped_from_their_samples() {
    let config = RummyConfig {
        first_round: 2,
        ..RummyConfig::default()
    };
    let deck_top: Vec<Card> = ["1co", "2tr", "5or"].map(card).to_vec();
    let mut game =
        TicRummy::with_layout(config, Seed(5), &[set(P0), set(P1)], card("1sr"), &deck_top)
            .expect("layout");
    act(&mut game, 0, RummyAction::DrawFromDeck);
    act(&mut game, 0, RummyAction::Select(card("1cv")));
    assert_eq!(game.phase(), Phase::Laying);
    assert_eq!(game.view(0).phase, Phase::Laying);
    assert!(game.view(0).pending.is_some());
    // Player 1 sees an ordinary turn: no laydown, no phase that gives it away.
    assert_eq!(game.view(1).phase, Phase::Play);
    assert!(game.view(1).pending.is_none());
    let sample = game.determinize(1, &mut GameRng::from_seed(Seed(1)));
    assert_eq!(sample.phase(), Phase::Play);
    assert_eq!(sample.hand(1), game.hand(1));
    assert_eq!(sample.hand(0).len(), 9);
    // The builder's own sample keeps the laydown.
    let own = game.determinize(0, &mut GameRng::from_seed(Seed(1)));
    assert_eq!(own.phase(), Phase::Laying);
    assert_eq!(own.hand(0), game.hand(0));
}
