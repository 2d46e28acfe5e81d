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
    use tic_spectrum::PILES;

    use super::*;

    type Tamper = fn(&mut Value);

    fn pop(v: &mut Value, zone: &str, i: usize) -> Value {
        v[zone][i]
            .as_array_mut()
            .and_then(Vec::pop)
            .expect("a card")
    }

    fn push(v: &mut Value, zone: &str, i: usize, card: Value) {
        v[zone][i].as_array_mut().expect("a zone").push(card);
    }

    /// Each tampering of a real state, and what the rejection says.
    const CASES: &[(Tamper, &str)] = &[
        (|v| drop(pop(v, "piles", 1)), "125-card deck"),
        (
            |v| {
                let c = v["hands"][0][0].clone();
                push(v, "piles", 0, c)
            },
            "125-card deck",
        ),
        (
            |v| {
                let c = pop(v, "piles", 3);
                push(v, "hands", 0, c)
            },
            "player 0 holds 6 cards",
        ),
        (
            |v| drop(v["piles"].as_array_mut().map(Vec::pop)),
            "piles, not 4",
        ),
        (|v| v["totals"][0] = json!(i64::MAX), "out of reach"),
        (|v| v["turns"] = json!(u32::MAX), "over the limit"),
        (|v| v["to_discard"] = json!(6), "owed"),
        (
            |v| v["config"]["points"]["tripo"] = json!(i32::MAX),
            "config",
        ),
        (|v| v["config"]["take_up_to"] = json!(usize::MAX), "config"),
        (|v| v["phase"] = json!("over"), "over in round 1"),
        // All four piles empty, their cards under the discard: play would have rebuilt them.
        (
            |v| {
                for p in 0..PILES {
                    while let Some(c) = v["piles"][p].as_array_mut().and_then(Vec::pop) {
                        v["discards"].as_array_mut().expect("discards").insert(0, c);
                    }
                }
            },
            "were not shuffled",
        ),
    ];

    #[test]
    fn tampered_cards_numbers_phases_and_piles_are_rejected() {
        let (game, _) = after_a_round_of_turns();
        let value = serde_json::to_value(&game).expect("serializes");
        assert_eq!(
            serde_json::from_value::<Spectrum>(value.clone()).ok(),
            Some(game)
        );
        for (i, (tamper, why)) in CASES.iter().enumerate() {
            let mut tampered = value.clone();
            tamper(&mut tampered);
            let err = serde_json::from_value::<Spectrum>(tampered)
                .expect_err("a tampered state must be rejected")
                .to_string();
            assert!(err.contains(why), "case {i}: {err:?} should say {why:?}");
        }
    }
}
