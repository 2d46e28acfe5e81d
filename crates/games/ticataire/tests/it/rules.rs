//! Hand-worked positions for every rule, including the text's own example.

use rules_engine::{ActionError, ConfigError, Game, Seed, ToAct};
use tic_core::{Card, Step, step};
use tic_ticataire::{
    Board, Finish, Move, Pile, SeqPile, SolveResult, TicIllegal, Ticataire, TicataireConfig,
    sequence_accepts, sequence_step, solve, starts,
};

fn c(text: &str) -> Card {
    text.parse().expect("a card")
}

fn cards(text: &str) -> Vec<Card> {
    tic_core::parse_cards(text).expect("cards")
}

fn pile(down: &str, up: &str) -> Pile {
    Pile {
        down: cards(down),
        up: cards(up),
    }
}

fn game(board: Board) -> Ticataire {
    Ticataire::from_board(TicataireConfig::default(), board).expect("a valid position")
}

fn illegal(game: &mut Ticataire, mv: Move, why: TicIllegal) {
    let before = game.clone();
    assert_eq!(game.apply(0, &mv), Err(ActionError::Illegal(why)), "{mv}");
    assert_eq!(*game, before, "a rejected move changes nothing");
    assert!(!game.legal_actions(0).contains(&mv), "{mv} is not listed");
}

#[test]
fn the_texts_duo_onto_a_sequence_pile() {
    // "if 5-triangle-red card is showing, a 4-square-red can be laid on top (Duo)".
    assert_eq!(step(c("5-triangle-red"), c("4-square-red")), Step::Duo);
    let mut board = Board::default();
    board.piles[0] = pile("1-circle-violet", "2-circle-cyan");
    board.seq[SeqPile::High.index()] = cards("5-triangle-red");
    board.waste = cards("4-square-red");
    let mut g = game(board);
    assert!(
        g.legal_actions(0)
            .contains(&Move::WasteToSequence(SeqPile::High))
    );
    g.apply(0, &Move::WasteToSequence(SeqPile::High))
        .expect("a Duo");
    assert_eq!(g.board().seq[1], cards("5-triangle-red 4-square-red"));
}

/// Ruling 17: "two or three properties change by one increment", the text's example keeping
/// the third equal. On 4-square-cyan a sequence pile takes 20 cards (12 Duos and 8 Tripos:
/// the other property equal); the free reading takes 44 (any two or three properties one
/// away, the other free: 3 x 2 x 2 x 3 + 2 x 2 x 2).
#[test]
fn a_sequence_pile_takes_duos_and_tripos_that_keep_the_other_property() {
    let top = c("4-square-cyan");
    let takes = |free: bool| {
        Card::all()
            .filter(|&x| sequence_accepts(SeqPile::Low, Some(top), x, free))
            .count()
    };
    assert_eq!(takes(false), 20);
    assert_eq!(takes(true), 44);
    let duos = Card::all()
        .filter(|&x| sequence_step(false, top, x) == Step::Duo)
        .count();
    assert_eq!(duos, 12);
    assert_eq!(sequence_step(false, top, c("3-star-cyan")), Step::Duo);
    assert_eq!(sequence_step(false, top, c("5-star-yellow")), Step::Tripo);
    assert_eq!(sequence_step(false, top, c("3-star-red")), Step::None);
    assert_eq!(sequence_step(true, top, c("3-star-red")), Step::Duo);

    // In play: 4-square-cyan on 5-star-red changes the color by three.
    let board = || {
        let mut board = Board::default();
        board.piles[0] = pile("1-circle-violet", "2-circle-cyan");
        board.seq[SeqPile::High.index()] = cards("5-star-red");
        board.waste = cards("4-square-cyan");
        board
    };
    let mut strict = game(board());
    illegal(
        &mut strict,
        Move::WasteToSequence(SeqPile::High),
        TicIllegal::NoDuo {
            card: c("4-square-cyan"),
            top: c("5-star-red"),
        },
    );
    let config = TicataireConfig {
        free_steps: true,
        ..TicataireConfig::default()
    };
    let mut free = Ticataire::from_board(config, board()).expect("valid");
    free.apply(0, &Move::WasteToSequence(SeqPile::High))
        .expect("a Duo under the free reading");
    assert!(free.board().free_steps && free.view(0).free_steps);
    // A pile built under the free reading is not a board of the text's reading.
    let err = Ticataire::from_board(TicataireConfig::default(), free.board().clone())
        .expect_err("4-square-cyan on 5-star-red");
    assert!(err.to_string().contains("is not a Duo or Tripo"), "{err}");
}

#[test]
fn sequence_piles_start_with_two_properties_at_an_end() {
    for low in [
        "1-circle-red",
        "1-star-violet",
        "4-circle-violet",
        "1-circle-violet",
    ] {
        assert!(starts(SeqPile::Low, c(low)), "{low}");
        assert!(!starts(SeqPile::High, c(low)), "{low}");
    }
    for high in ["5-star-cyan", "5-circle-red", "2-star-red", "5-star-red"] {
        assert!(starts(SeqPile::High, c(high)), "{high}");
    }
    for neither in ["1-star-orange", "3-circle-orange", "4-square-red"] {
        assert!(!starts(SeqPile::Low, c(neither)) && !starts(SeqPile::High, c(neither)));
    }
    let mut board = Board::default();
    board.piles[0] = pile("1-circle-violet", "2-circle-cyan");
    board.waste = cards("1-star-red");
    let mut g = game(board);
    illegal(
        &mut g,
        Move::WasteToSequence(SeqPile::Low),
        TicIllegal::NotAStart {
            card: c("1-star-red"),
            pile: SeqPile::Low,
        },
    );
}

#[test]
fn a_mono_does_not_go_on_a_sequence_pile() {
    let mut board = Board::default();
    board.piles[0] = pile("1-circle-violet", "2-circle-cyan");
    board.seq[1] = cards("5-triangle-red");
    board.waste = cards("4-triangle-red");
    let mut g = game(board);
    illegal(
        &mut g,
        Move::WasteToSequence(SeqPile::High),
        TicIllegal::NoDuo {
            card: c("4-triangle-red"),
            top: c("5-triangle-red"),
        },
    );
}

#[test]
fn a_card_joins_a_column_only_if_it_tics() {
    let mut board = Board::default();
    board.piles[0] = pile("1-circle-violet", "4-square-red");
    board.piles[1] = pile("1-circle-cyan", "3-star-yellow");
    board.waste = cards("4-circle-red");
    let mut g = game(board);
    illegal(
        &mut g,
        Move::WasteToColumn(1),
        TicIllegal::NoTic {
            card: c("4-circle-red"),
            bottom: c("3-star-yellow"),
        },
    );
    g.apply(0, &Move::WasteToColumn(0))
        .expect("4-circle-red Tics with 4-square-red");
    assert_eq!(g.board().piles[0].up, cards("4-square-red 4-circle-red"));
}

#[test]
fn a_whole_column_moves_and_uncovers_the_card_below() {
    let mut board = Board::default();
    // Column 1's top card 4-square-red Tics with column 2's bottom 4-square-cyan.
    board.piles[0] = pile(
        "1-circle-violet 2-crescent-cyan",
        "4-square-red 4-circle-red",
    );
    board.piles[1] = pile("3-triangle-yellow", "4-square-cyan");
    board.stock = cards("1-star-yellow");
    let mut g = game(board);
    // Only whole columns move between columns: there is no move for 4-circle-red alone.
    g.apply(0, &Move::ColumnToColumn { from: 0, to: 1 })
        .expect("a whole-column move");
    assert_eq!(
        g.board().piles[1].up,
        cards("4-square-cyan 4-square-red 4-circle-red")
    );
    assert_eq!(
        g.board().piles[0],
        pile("1-circle-violet", "2-crescent-cyan")
    );
    assert_eq!(g.stall(), 0, "uncovering a card is progress");
}

#[test]
fn a_column_moves_only_if_its_top_card_tics() {
    let mut board = Board::default();
    // The bottom card 4-circle-cyan would Tic with 4-square-cyan, but the top does not.
    board.piles[0] = pile("1-circle-violet", "5-circle-red 4-circle-red");
    board.piles[1] = pile("3-triangle-yellow", "4-square-red");
    board.stock = cards("1-star-yellow");
    let mut g = game(board);
    let mut b2 = g.clone();
    illegal(
        &mut b2,
        Move::ColumnToColumn { from: 0, to: 1 },
        TicIllegal::NoTic {
            card: c("5-circle-red"),
            bottom: c("4-square-red"),
        },
    );
    // The bottom card may go to a sequence pile instead, and come back down.
    let mut board = g.board().clone();
    board.seq[0] = cards("1-circle-orange");
    g = game(board);
    let mv = Move::ColumnToSequence {
        from: 0,
        pile: SeqPile::Low,
    };
    illegal(
        &mut g,
        mv,
        TicIllegal::NoDuo {
            card: c("4-circle-red"),
            top: c("1-circle-orange"),
        },
    );
}

#[test]
fn bottom_cards_go_up_to_sequence_piles_and_come_back_down() {
    let mut board = Board::default();
    board.piles[0] = pile("1-circle-violet", "5-star-red");
    board.piles[1] = pile("2-circle-violet", "4-star-red 4-square-red");
    board.stock = cards("1-star-yellow");
    let mut g = game(board);
    g.apply(
        0,
        &Move::ColumnToSequence {
            from: 0,
            pile: SeqPile::High,
        },
    )
    .expect("5-star-red starts the high pile");
    assert_eq!(g.board().piles[0].up, cards("1-circle-violet"), "uncovered");
    // 5-star-red to 4-square-red: the number and the shape step, the color stays: a Duo.
    g.apply(
        0,
        &Move::ColumnToSequence {
            from: 1,
            pile: SeqPile::High,
        },
    )
    .expect("5-star-red to 4-square-red is a Duo");
    // And back down into a column where it Tics: 4-star-red's column.
    g.apply(
        0,
        &Move::SequenceToColumn {
            pile: SeqPile::High,
            to: 1,
        },
    )
    .expect("4-square-red Tics with 4-star-red");
    assert_eq!(g.board().piles[1].up, cards("4-star-red 4-square-red"));
    assert_eq!(g.stall(), 2, "moving a card back and forth is no progress");
}

#[test]
fn an_empty_space_takes_a_five_or_a_column_topped_by_a_five() {
    let mut board = Board::default();
    board.piles[0] = pile("1-circle-violet", "5-square-cyan 5-square-yellow");
    board.piles[1] = pile("", "3-star-yellow");
    board.waste = cards("4-star-cyan");
    board.stock = cards("2-star-red");
    let mut g = game(board);
    illegal(
        &mut g,
        Move::WasteToColumn(2),
        TicIllegal::EmptyNeedsFive(c("4-star-cyan")),
    );
    // Column 2 has nothing under it: moving it into a space changes nothing.
    illegal(
        &mut g,
        Move::ColumnToColumn { from: 1, to: 2 },
        TicIllegal::PointlessMove,
    );
    g.apply(0, &Move::ColumnToColumn { from: 0, to: 2 })
        .expect("a column topped by a 5 fills the space");
    assert_eq!(
        g.board().piles[2].up,
        cards("5-square-cyan 5-square-yellow")
    );
    assert_eq!(g.board().piles[0].up, cards("1-circle-violet"));
}

#[test]
fn flipping_goes_through_the_deck_and_turns_it_over() {
    let mut board = Board::default();
    board.piles[0] = pile("1-circle-violet", "3-star-yellow");
    board.stock = cards("2-star-red 2-circle-red"); // 2-circle-red is on top
    let mut g = game(board);
    g.apply(0, &Move::Flip).expect("flip");
    g.apply(0, &Move::Flip).expect("flip");
    assert_eq!(g.board().waste, cards("2-circle-red 2-star-red"));
    assert!(g.board().stock.is_empty());
    g.apply(0, &Move::Flip).expect("turn over and flip");
    assert_eq!(g.board().waste, cards("2-circle-red"), "same order again");
    assert_eq!(g.board().stock, cards("2-star-red"));
    assert_eq!(g.stall(), 3);
}

#[test]
fn uncovering_the_last_buried_card_with_the_deck_in_play_wins() {
    let mut board = Board::default();
    board.piles[0] = pile("1-circle-violet", "5-star-red");
    board.piles[1] = pile("", "4-square-cyan");
    let mut g = game(board);
    g.apply(
        0,
        &Move::ColumnToSequence {
            from: 0,
            pile: SeqPile::High,
        },
    )
    .expect("starts the high pile and uncovers the last buried card");
    assert_eq!(g.finish(), Some(Finish::Won));
    assert_eq!(g.to_act(), ToAct::Nobody);
    assert_eq!(g.outcome().expect("over").scores, vec![3]);
}

#[test]
fn no_move_left_is_a_loss() {
    let mut board = Board::default();
    board.piles[0] = pile("1-circle-violet", "3-star-yellow");
    board.piles[1] = pile("2-circle-violet", "2-triangle-red");
    board.stock = cards("4-circle-cyan");
    board.waste = Vec::new();
    let mut g = game(board);
    g.apply(0, &Move::Flip).expect("flip");
    // 4-circle-cyan fits nowhere; flipping again turns over the one-card deck.
    assert!(g.legal_actions(0) == vec![Move::Flip]);
    let mut board = g.board().clone();
    board.waste.clear();
    board.piles[2] = pile("", "4-circle-cyan");
    let stuck = game(board);
    assert_eq!(stuck.finish(), Some(Finish::Stuck));
    assert_eq!(stuck.outcome().expect("over").scores, vec![3]);
}

#[test]
fn too_many_moves_without_progress_lose() {
    let mut board = Board::default();
    board.piles[0] = pile("1-circle-violet", "3-star-yellow");
    board.stock = cards("2-star-red 2-circle-red");
    let mut g = Ticataire::from_board(
        TicataireConfig {
            stall_limit: 50,
            ..TicataireConfig::default()
        },
        board,
    )
    .expect("valid");
    for _ in 0..49 {
        g.apply(0, &Move::Flip).expect("flip");
    }
    assert_eq!(g.finish(), None);
    g.apply(0, &Move::Flip).expect("flip");
    assert_eq!(g.finish(), Some(Finish::Stalled));
    assert_eq!(g.apply(0, &Move::Flip), Err(ActionError::GameOver));
}

#[test]
fn the_deal_and_a_golden_opening() {
    let g = Ticataire::new(TicataireConfig::default(), Seed(2026)).expect("valid");
    let board = g.board();
    assert!(
        board
            .piles
            .iter()
            .all(|p| p.down.len() == 7 && p.up.len() == 1)
    );
    assert_eq!(board.stock.len(), 69);
    assert_eq!(g.cards().len(), 125);
    let tops: Vec<String> = board.piles.iter().map(|p| p.up[0].to_string()).collect();
    assert_eq!(tops.join(" "), GOLDEN_TOPS);
}

#[test]
fn golden_greedy_game() {
    let mut g = Ticataire::new(TicataireConfig::default(), Seed(2026)).expect("valid");
    let mut bots: Vec<Box<dyn rules_engine::Bot<Ticataire>>> =
        vec![Box::new(tic_ticataire::greedy_bot())];
    let record = rules_engine::run(&mut g, &mut bots, Seed(1), 100_000).expect("ends");
    let outcome = g.outcome().expect("over");
    assert_eq!(
        (record.actions.len(), outcome.scores[0], g.finish()),
        (508, 117, Some(Finish::Stalled)),
        "eight cards short: the greedy bot stalls (pinned with the engine's per-step bot generators)"
    );
}

const GOLDEN_TOPS: &str = "3-star-violet 4-star-red 2-star-red 4-star-orange 5-crescent-orange 1-square-red 4-crescent-violet";

#[test]
fn the_solver_finds_a_line_through_the_sequence_piles() {
    // Column 1's only face-up card can leave only by the high pile; then 4-square-orange,
    // flipped from the deck, continues the pile (a Tripo), and column 2 is uncovered the same
    // way (3-triangle-yellow on it, another Tripo).
    let mut board = Board::default();
    board.piles[0] = pile("1-circle-violet", "5-star-red");
    board.piles[1] = pile("2-circle-violet", "3-triangle-yellow");
    board.stock = cards("4-square-orange");
    let report = solve(&board, 0, 300, 10_000);
    let SolveResult::Won(line) = report.result else {
        panic!("winnable: {report:?}");
    };
    let mut g = game(board);
    for mv in &line {
        g.apply(0, mv).expect("the line is legal");
    }
    assert_eq!(g.finish(), Some(Finish::Won));

    // Nothing can ever move: proven unwinnable.
    let mut hopeless = Board::default();
    hopeless.piles[0] = pile("1-circle-violet", "3-star-yellow");
    hopeless.piles[1] = pile("2-circle-violet", "2-triangle-red");
    assert_eq!(
        solve(&hopeless, 0, 300, 10_000).result,
        SolveResult::Unwinnable
    );
}

#[test]
fn bad_configs_and_positions_are_typed_errors() {
    assert!(matches!(
        Ticataire::new(
            TicataireConfig {
                stall_limit: 10,
                ..TicataireConfig::default()
            },
            Seed(0)
        ),
        Err(ConfigError::OutOfRange {
            option: "stall_limit",
            ..
        })
    ));
    let mut board = Board::default();
    board.piles[0] = pile("1-circle-violet", "3-star-yellow 1-circle-red");
    let err = Ticataire::from_board(TicataireConfig::default(), board).expect_err("no Tic");
    assert!(err.to_string().contains("do not Tic"), "{err}");
    let mut twice = Board::default();
    twice.piles[0] = pile("1-circle-violet", "1-circle-violet");
    assert!(Ticataire::from_board(TicataireConfig::default(), twice).is_err());
}
