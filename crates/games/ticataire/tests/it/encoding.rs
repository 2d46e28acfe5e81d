//! The encoding for learning agents: the engine's contract on the conformance configs, and the
//! documented numbering and layout checked by hand.

use rules_engine::conformance::{Settings, check_encoding};
use rules_engine::{Encoded, Game, Seed};
use tic_core::Card;
use tic_ticataire::{Board, Move, Pile, SeqPile, Ticataire, TicataireConfig};

#[test]
fn the_standard_game_keeps_the_encoding_contract() {
    check_encoding::<Ticataire>(
        &[TicataireConfig::default()],
        &Settings::games(6).deep_check_every(4).max_steps(60_000),
    );
}

#[test]
fn a_short_stall_limit_keeps_the_encoding_contract() {
    check_encoding::<Ticataire>(
        &crate::short_stall_limits(),
        &Settings::games(12).deep_check_every(3).max_steps(60_000),
    );
}

#[test]
fn the_sizes_are_the_documented_ones() {
    let config = TicataireConfig::default();
    assert_eq!(Ticataire::action_space(&config), 80);
    assert_eq!(Ticataire::observation_len(&config), 939);
    let free = TicataireConfig {
        free_steps: true,
        ..config
    };
    assert_eq!(Ticataire::observation_len(&free), 939);
}

fn c(text: &str) -> Card {
    text.parse().expect("a card")
}

fn pile(down: &[&str], up: &[&str]) -> Pile {
    Pile {
        down: down.iter().map(|t| c(t)).collect(),
        up: up.iter().map(|t| c(t)).collect(),
    }
}

/// The 1s of `block`.
fn ones(block: &[f32]) -> Vec<usize> {
    (0..block.len()).filter(|&i| block[i] == 1.0).collect()
}

/// Column 1 (0 in moves): 4-square-red over one buried card; column 3: 4-circle-red over
/// one; column 5: 1-circle-red alone; the others empty. The low pile holds 1-circle-cyan,
/// 5-star-red is flipped and 3-triangle-yellow is the deck.
fn hand_worked() -> Ticataire {
    let mut board = Board::default();
    board.piles[0] = pile(&["1-circle-violet"], &["4-square-red"]);
    board.piles[2] = pile(&["2-triangle-yellow"], &["4-circle-red"]);
    board.piles[4] = pile(&[], &["1-circle-red"]);
    board.seq[SeqPile::Low.index()] = vec![c("1-circle-cyan")];
    board.waste = vec![c("5-star-red")];
    board.stock = vec![c("3-triangle-yellow")];
    Ticataire::from_board(TicataireConfig::default(), board).expect("a valid position")
}

/// Every legal move's index worked out from the documented numbering.
#[test]
fn the_moves_by_hand() {
    let game = hand_worked();
    let expected = [
        (Move::Flip, 0),
        // 5-star-red into the empty columns 1, 3, 5 and 6: 1 + to.
        (Move::WasteToColumn(1), 2),
        (Move::WasteToColumn(3), 4),
        (Move::WasteToColumn(5), 6),
        (Move::WasteToColumn(6), 7),
        // 5-star-red starts the high pile: 8 + 1.
        (Move::WasteToSequence(SeqPile::High), 9),
        // 4-square-red Tics with 4-circle-red (4, red): 10 + 6 * 0 + (2 - 1).
        (Move::ColumnToColumn { from: 0, to: 2 }, 11),
        // And back: 10 + 6 * 2 + 0.
        (Move::ColumnToColumn { from: 2, to: 0 }, 22),
        // 4-circle-red on 1-circle-red (circle, red): 10 + 6 * 2 + (4 - 1).
        (Move::ColumnToColumn { from: 2, to: 4 }, 25),
        // 1-circle-red on 4-circle-red: 10 + 6 * 4 + 2.
        (Move::ColumnToColumn { from: 4, to: 2 }, 36),
        // 1-circle-cyan from the low pile down on 1-circle-red (1, circle): 66 + 7 * 0 + 4.
        (
            Move::SequenceToColumn {
                pile: SeqPile::Low,
                to: 4,
            },
            70,
        ),
    ];
    let mut legal = game.legal_actions(0);
    legal.sort_by_key(|mv| game.action_index(0, mv));
    assert_eq!(legal, expected.map(|(mv, _)| mv));
    for (mv, index) in expected {
        assert_eq!(game.action_index(0, &mv), Some(index), "{mv}");
        assert_eq!(game.action_at(0, index), Some(mv));
    }
    let mask = game.legal_mask(0);
    let marked: Vec<usize> = (0..80).filter(|&i| mask[i]).collect();
    assert_eq!(marked, expected.map(|(_, i)| i));
    // Moves that are not legal here have indices but map back to nothing.
    let to_high = Move::ColumnToSequence {
        from: 6,
        pile: SeqPile::High,
    };
    assert_eq!(game.action_index(0, &to_high), Some(52 + 7 + 6));
    assert_eq!(game.action_at(0, 65), None);
    assert_eq!(game.action_at(0, 80), None);
    let same = Move::ColumnToColumn { from: 3, to: 3 };
    assert_eq!(game.action_index(0, &same), None, "never a move");
    assert_eq!(game.action_index(0, &Move::WasteToColumn(7)), None);
}

#[test]
fn the_observation_by_hand() {
    let mut game = hand_worked();
    let mut obs = vec![f32::NAN; 939];
    game.observe(0, &mut obs);
    // Column 0: one buried card of 7, one face-up card of 25, then 4-square-red as its top
    // and its bottom card: present, number 4 (1 + 3), square (6 + 3), red (11 + 4).
    let column = &obs[..34];
    assert_eq!(column[..2], [1.0 / 7.0, 1.0 / 25.0]);
    assert_eq!(
        ones(column),
        [2, 2 + 4, 2 + 9, 2 + 15, 18, 18 + 4, 18 + 9, 18 + 15]
    );
    assert!(obs[34..68].iter().all(|&v| v == 0.0), "column 1 is empty");
    assert_eq!(
        obs[4 * 34..4 * 34 + 2],
        [0.0, 1.0 / 25.0],
        "column 4: none buried"
    );
    // The face-up cards in the columns: 1-circle-red = 4, 4-circle-red = 79, 4-square-red = 94.
    assert_eq!(ones(&obs[238..363]), [4, 79, 94]);
    // The low pile: one card, 1-circle-cyan (number 1, circle, cyan); the high pile empty.
    assert_eq!(obs[363], 1.0 / 25.0);
    assert_eq!(ones(&obs[364..380]), [0, 1, 6, 12]);
    assert!(obs[380..397].iter().all(|&v| v == 0.0));
    assert_eq!(ones(&obs[397..522]), [1]);
    assert_eq!(ones(&obs[522..647]), Vec::<usize>::new());
    // Flipped: 5-star-red (124); the deck is not known yet.
    assert_eq!(ones(&obs[647..663]), [0, 5, 10, 15]);
    assert_eq!(ones(&obs[663..788]), [124]);
    assert!(obs[788..929].iter().all(|&v| v == 0.0));
    // Playing; one card in the deck and one flipped (of 69), the deck not known, no stall,
    // 4 cards still to bring into play (2 buried, 2 in the deck) of 118, strict steps.
    assert_eq!(obs[929..933], [1.0, 0.0, 0.0, 0.0]);
    assert_eq!(
        obs[933..939],
        [1.0 / 69.0, 1.0 / 69.0, 0.0, 0.0, 4.0 / 118.0, 0.0]
    );
    // Four of the eight cards are in play.
    assert_eq!(game.returns(), vec![0.5]);

    // Two flips turn the deck over: 5-star-red is flipped again, 3-triangle-yellow (50 + 10
    // + 2 = 62) is the known deck, and the next card to flip.
    game.apply(0, &Move::Flip).expect("flip");
    game.apply(0, &Move::Flip).expect("turn the deck over");
    game.observe(0, &mut obs);
    assert_eq!(ones(&obs[663..788]), [124]);
    assert_eq!(ones(&obs[788..804]), [0, 3, 8, 13]);
    assert_eq!(ones(&obs[804..929]), [62]);
    assert_eq!(obs[935], 1.0, "the deck is known");
    assert!(
        (obs[936] - 2.0 / 300.0).abs() < 1e-7,
        "two moves without progress"
    );
}

/// A dealt game: the seven face-up cards are the columns' block, and each column holds seven
/// buried cards.
#[test]
fn a_deal_by_hand() {
    let game = Ticataire::new(TicataireConfig::default(), Seed(42)).expect("valid");
    let mut obs = vec![f32::NAN; 939];
    game.observe(0, &mut obs);
    let mut up: Vec<usize> = game
        .board()
        .piles
        .iter()
        .filter_map(|p| p.bottom())
        .map(Card::index)
        .collect();
    up.sort_unstable();
    assert_eq!(ones(&obs[238..363]), up);
    for k in 0..7 {
        assert_eq!(obs[34 * k], 1.0, "seven buried cards of seven");
    }
    assert_eq!(obs[933], 1.0, "69 cards in the deck");
    assert_eq!(game.returns(), vec![7.0 / 125.0]);
}
