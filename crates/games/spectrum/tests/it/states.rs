//! Determinization, and strict validation of tampered states (loading a tampered save is a
//! typed error).

use rules_engine::{Determinize, Game, GameRng, Seed};
use tic_core::{Card, CardSet};
use tic_spectrum::{Spectrum, SpectrumAction, SpectrumConfig};

/// Player 0 takes a pile top; player 1 takes player 0's discard and discards.
fn after_a_round_of_turns() -> (Spectrum, Card) {
    let mut game = Spectrum::new(SpectrumConfig::new(2), Seed(11)).expect("valid");
    let up = game.face_up()[2].expect("pile 3");
    game.apply(0, &SpectrumAction::Take(CardSet::single(up)))
        .expect("take");
    let out = game.hand(0)[0];
    game.apply(0, &SpectrumAction::Discard(out))
        .expect("discard");
    game.apply(1, &SpectrumAction::Take(CardSet::single(out)))
        .expect("take");
    let other = game.hand(1)[0];
    game.apply(1, &SpectrumAction::Discard(other))
        .expect("discard");
    (game, out)
}

#[test]
fn a_sample_keeps_the_face_up_cards_and_what_others_took() {
    let (game, taken) = after_a_round_of_turns();
    let mut rng = GameRng::from_seed(Seed(3));
    let mut moved = 0;
    for _ in 0..20 {
        let sample = game.determinize(0, &mut rng);
        sample.validate().expect("a sample is a valid state");
        assert_eq!(sample.hand(0), game.hand(0));
        assert_eq!(sample.face_up(), game.face_up(), "the face-up cards stay");
        assert_eq!(sample.view(0).pile_sizes, game.view(0).pile_sizes);
        assert!(
            sample.hand(1).contains(&taken),
            "player 0 saw player 1 take it"
        );
        assert_eq!(sample.events(), game.events_for(0).as_slice());
        let real: CardSet = game.hand(1).iter().collect();
        if real != sample.hand(1).iter().collect::<CardSet>() {
            moved += 1;
        }
    }
    assert!(moved >= 19, "player 1's other cards are redealt");
}

#[cfg(feature = "serde")]
mod tampered {
    use serde_json::{Value, json};

    use super::*;
    use tic_spectrum::PILES;

    fn rejected(game: &Spectrum, tamper: impl FnOnce(&mut Value), why: &str) {
        let mut value = serde_json::to_value(game).expect("serializes");
        tamper(&mut value);
        let err = serde_json::from_value::<Spectrum>(value)
            .expect_err("a tampered state must be rejected")
            .to_string();
        assert!(err.contains(why), "{err:?} should say {why:?}");
    }

    #[test]
    fn tampered_cards_numbers_and_phases_are_rejected() {
        let (game, _) = after_a_round_of_turns();
        let value = serde_json::to_value(&game).expect("serializes");
        assert_eq!(
            serde_json::from_value::<Spectrum>(value).ok(),
            Some(game.clone())
        );
        let deck = "125-card deck";
        rejected(
            &game,
            |v| drop(v["piles"][1].as_array_mut().unwrap().pop()),
            deck,
        );
        rejected(
            &game,
            |v| {
                let card = v["hands"][0][0].clone();
                v["piles"][0].as_array_mut().unwrap().push(card);
            },
            deck,
        );
        rejected(
            &game,
            |v| {
                let card = v["piles"][3].as_array_mut().unwrap().pop().unwrap();
                v["hands"][0].as_array_mut().unwrap().push(card);
            },
            "player 0 holds 6 cards",
        );
        rejected(
            &game,
            |v| v["piles"] = json!([v["piles"][0], v["piles"][1], v["piles"][2]]),
            "piles",
        );
        rejected(&game, |v| v["totals"][0] = json!(i64::MAX), "out of reach");
        rejected(&game, |v| v["turns"] = json!(u32::MAX), "over the limit");
        rejected(&game, |v| v["to_discard"] = json!(6), "owed");
        rejected(
            &game,
            |v| v["config"]["points"]["tripo"] = json!(i32::MAX),
            "config",
        );
        rejected(
            &game,
            |v| v["config"]["take_up_to"] = json!(usize::MAX),
            "config",
        );
        rejected(&game, |v| v["phase"] = json!("over"), "over in round 1");
        assert_eq!(PILES, game.view(0).pile_sizes.len() - 1);
    }

    #[test]
    fn piles_that_ran_out_must_have_been_rebuilt() {
        let (game, _) = after_a_round_of_turns();
        rejected(
            &game,
            |v| {
                let mut all: Vec<Value> = Vec::new();
                for p in 0..4 {
                    all.append(v["piles"][p].as_array_mut().unwrap());
                }
                v["discards"].as_array_mut().unwrap().splice(0..0, all);
                v["piles"] = json!([[], [], [], []]);
            },
            "were not shuffled",
        );
    }
}
