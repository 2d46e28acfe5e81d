//! `tic tick`: Tick's meld solver from the command line (rummy-cards).

use rummy_cards::{Card, MeldRules, MeldSolver, PointTable, Rank};

use crate::CliError;

/// `tic tick` arguments.
#[derive(clap::Args)]
#[command(
    after_help = "Examples:\n  tic tick melds 7h 8h 9h Qs Qd jk 2c --wild 7\n  tic tick melds Ah 2h 3h Kc --wild 5 --ace-low"
)]
pub struct TickArgs {
    #[command(subcommand)]
    command: TickCommand,
}

#[derive(clap::Subcommand)]
enum TickCommand {
    /// The best partition of a hand into sets and runs, and the points left outside them
    /// (2-10 face value, J 15, Q 20, K 25, A 30, jokers 0). Jokers are always wild. At most
    /// 20 cards (a Tick hand holds at most 14), which keeps every answer fast.
    Melds {
        /// The cards, short (`10h`, `Qs`, `Jk`) or long in quotes (`"ten of hearts"`).
        #[arg(required = true, num_args = 1..)]
        cards: Vec<String>,
        /// The wild rank besides the jokers (`7`, `Q`, `queens`...); repeat for more.
        #[arg(long)]
        wild: Vec<String>,
        /// Aces may also be low in runs (A 2 3).
        #[arg(long)]
        ace_low: bool,
    },
}

/// Runs `tic tick`.
pub fn run(args: &TickArgs) -> Result<(), CliError> {
    match &args.command {
        TickCommand::Melds {
            cards,
            wild,
            ace_low,
        } => {
            outln!("{}", melds(cards, wild, *ace_low)?);
            Ok(())
        }
    }
}

fn melds(cards: &[String], wild: &[String], ace_low: bool) -> Result<String, CliError> {
    let mut hand: Vec<Card> = Vec::new();
    for text in cards {
        hand.extend(rummy_cards::parse_cards(text).map_err(|e| CliError::usage(e.to_string()))?);
    }
    let mut ranks: Vec<Rank> = Vec::new();
    for text in wild {
        ranks.push(
            text.parse().map_err(|e: rummy_cards::ParseCardError| {
                CliError::usage(format!("--wild: {e}"))
            })?,
        );
    }
    let rules = MeldRules::new(ranks.iter().copied()).with_ace_low(ace_low);
    let mut solver = MeldSolver::new(rules, PointTable::tick());
    let best = solver
        .best_partition(&hand)
        .map_err(|e| CliError::usage(e.to_string()))?;
    let mut wild_text: Vec<&str> = ranks.iter().map(|r| r.plural()).collect();
    wild_text.push("jokers");
    let mut out = format!(
        "{} cards, {} wild{}\n",
        hand.len(),
        wild_text.join(" and "),
        if ace_low { ", aces high or low" } else { "" }
    );
    out.push_str(&best.to_string());
    if best.is_complete() {
        out.push_str("\nTick! every card is in a meld");
    }
    Ok(out)
}
