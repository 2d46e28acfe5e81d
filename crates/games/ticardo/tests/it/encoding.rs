//! The encoding for learning agents: the engine's contract on the conformance configs, and the
//! documented numbering and layouts checked by hand.

use rules_engine::conformance::{Settings, check_encoding};
use rules_engine::{Encoded, Game, Seed, ToAct};
use ticardo::{
    Change, Duel, DuelAction, DuelConfig, Pieces, PiecesAction, PiecesConfig, Play, Solitaire,
    SolitaireConfig,
};
use ticardo_core::{Card, Cell};

#[test]
fn the_solitaire_keeps_the_encoding_contract() {
    check_encoding::<Solitaire>(&crate::solitaire_configs(), &Settings::games(6));
}

#[test]
fn the_duel_keeps_the_encoding_contract() {
    check_encoding::<Duel>(
        &crate::duel_configs(),
        &Settings::games(5).deep_check_every(2),
    );
}

#[test]
fn the_game_with_pieces_keeps_the_encoding_contract() {
    check_encoding::<Pieces>(
        &crate::pieces_configs(),
        &Settings::games(3).deep_check_every(5),
    );
    check_encoding::<Pieces>(
        &[PiecesConfig::default()],
        &Settings::games(1).deep_check_every(25),
    );
}

#[test]
fn the_sizes_follow_the_documented_formulas() {
    assert_eq!(
        Solitaire::action_space(&SolitaireConfig::default()),
        35 * 81
    );
    assert_eq!(Duel::action_space(&DuelConfig::default()), 1 + 35 + 35 * 81);
    assert_eq!(
        Pieces::action_space(&PiecesConfig::default()),
        1 + 35 + 99 + 35 * 99
    );
    assert_eq!(Solitaire::observation_len(&SolitaireConfig::default()), 87);
    assert_eq!(Duel::observation_len(&DuelConfig::default()), 158);
    assert_eq!(Pieces::observation_len(&PiecesConfig::default()), 141);
    assert_eq!(SolitaireConfig::default().deck().len(), 22, "D");
}

fn card(s: &str) -> Card {
    s.parse().expect("card")
}

fn cell(s: &str) -> Cell {
    s.parse().expect("square")
}

/// The 1s of `block`.
fn ones(block: &[f32]) -> Vec<usize> {
    (0..block.len()).filter(|&i| block[i] == 1.0).collect()
}

/// Seed 3: the board's dots are TR, L and R; the hand holds the classes 16, 17, 23, 28 and 34
/// (a class is the card's position among the 35 patterns). Playing `red:xx./.x./...` (class
/// 17) by moving L (3) to C (4) is 81 * 17 + 9 * 3 + 4.
#[test]
fn a_solitaire_play_by_hand() {
    let game = Solitaire::new(SolitaireConfig::default(), Seed(3)).expect("valid");
    let played = card("red:xx./.x./...");
    assert_eq!(played.class(), 17);
    let action = Play {
        card: played,
        from: cell("L"),
        to: cell("C"),
    };
    assert!(game.legal_actions(0).contains(&action));
    assert_eq!(game.action_index(0, &action), Some(1408));
    assert_eq!(game.action_at(0, 1408), Some(action));

    let mut obs = vec![f32::NAN; Solitaire::observation_len(game.config())];
    game.observe(0, &mut obs);
    // TR = 2, L = 3, R = 5.
    assert_eq!(ones(&obs[..9]), vec![2, 3, 5]);
    let mut hand: Vec<usize> = game.hand().iter().map(|c| c.class()).collect();
    hand.sort_unstable();
    assert_eq!(hand, vec![16, 17, 23, 28, 34]);
    assert_eq!(ones(&obs[9..44]), hand);
    // 22 cards: the first, three dots and five in hand leave 13 to draw; nothing played yet.
    assert_eq!(obs[79..81], [13.0 / 22.0, 0.0]);
    assert_eq!(obs[84..87], [1.0, 0.0, 0.0]);
    assert_eq!(game.returns(), vec![0.0]);
}

/// After a play the solitaire's return is the cards played over the 18 playable.
#[test]
fn the_solitaire_returns_the_share_played() {
    let mut game = Solitaire::new(SolitaireConfig::default(), Seed(3)).expect("valid");
    let action = game.legal_actions(0)[0];
    game.apply(0, &action).expect("legal");
    assert_eq!(game.returns(), vec![1.0 / 18.0]);
}

/// Duel, seed 3: discarding and passing come first, then the plays from 1 + 35.
#[test]
fn a_duel_play_by_hand() {
    let game = Duel::new(DuelConfig::default(), Seed(3)).expect("valid");
    let play = Play {
        card: card("red:x.x/..x/..."),
        from: cell("L"),
        to: cell("TL"),
    };
    // Class 23, L = 3, TL = 0: 36 + 81 * 23 + 27.
    let action = DuelAction::Play(play);
    assert!(game.legal_actions(0).contains(&action));
    assert_eq!(game.action_index(0, &action), Some(36 + 1863 + 27));
    assert_eq!(game.action_at(0, 1926), Some(action));
    assert_eq!(game.action_index(0, &DuelAction::Pass), Some(0));
    assert_eq!(
        game.action_index(0, &DuelAction::Discard(play.card)),
        Some(24)
    );
}

/// The game with pieces, seed 3: blue (seat 0) moves its piece TR -> TL at the end of its
/// turn and discards; red (seat 1) sees the board turned half a turn.
#[test]
fn the_game_with_pieces_from_each_side_by_hand() {
    let mut game = Pieces::new(PiecesConfig::default(), Seed(3)).expect("valid");
    // Blue's change in its own squares: 9 * 2 + 0, after the 36 keep and discards.
    let adjust = PiecesAction::Adjust(Change::Move {
        from: cell("TR"),
        to: cell("TL"),
    });
    assert!(game.legal_actions(0).contains(&adjust));
    assert_eq!(game.action_index(0, &adjust), Some(54));
    game.apply(0, &adjust).expect("legal");
    let discard = PiecesAction::Discard(game.hand(0)[0]);
    game.apply(0, &discard).expect("legal");
    assert_eq!(game.to_act(), ToAct::Player(1));

    // Red scores class 31 by moving BR -> BL: in its squares TL (0) -> TR (2), change 2.
    let score = PiecesAction::Score {
        card: card("red:..x/x../x.."),
        change: Change::Move {
            from: cell("BR"),
            to: cell("BL"),
        },
    };
    assert!(game.legal_actions(1).contains(&score));
    assert_eq!(game.action_index(1, &score), Some(135 + 99 * 31 + 2));
    assert_eq!(game.action_at(1, 3206), Some(score));

    // Red's pieces TR, L, BR (2, 3, 8) turned: 6, 5, 0. Blue's TL, L, C (0, 3, 4): 8, 5, 4.
    let mut obs = vec![f32::NAN; Pieces::observation_len(game.config())];
    game.observe(1, &mut obs);
    assert_eq!(ones(&obs[..9]), vec![0, 5, 6]);
    assert_eq!(ones(&obs[9..18]), vec![4, 5, 8]);
    // Blue sees its own squares as they are.
    game.observe(0, &mut obs);
    assert_eq!(ones(&obs[..9]), vec![0, 3, 4]);
    assert_eq!(ones(&obs[9..18]), vec![2, 3, 8]);
    // Blue is not to act, and is blue; the step is red's main step.
    assert_eq!(obs[133..136], [0.0, 0.0, 1.0]);
    assert_eq!(obs[136..138], [1.0, 0.0]);
}
