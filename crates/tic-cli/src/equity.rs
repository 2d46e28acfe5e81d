//! `tic hands equity`: the chances of winning, tying and losing a Toker or Sequences showdown
//! from a situation mid-deal (tic-hands' `equity`).

use tic_core::CardSet;
use tic_hands::equity::{Equity, EquityBudget, MAX_DEALS, MAX_OPPONENTS, Method, Situation};
use tic_hands::{sequences, toker};

use super::read_cards;
use crate::CliError;

/// `tic hands equity` arguments.
#[derive(clap::Args, Debug)]
#[command(
    after_help = "Examples:\n  tic hands equity toker --common 1ov 2cc 3ty --mine 4qr 4or 4sr --opponents 2\n  tic hands equity sequences --common 1ov 2cc --mine 3ty 4qo 1sv --opponents 3 --deals 1000000\n  tic hands equity toker --common 1ov 2cc 3ty 4qo 5sr --mine 4qr 4or 4sr --dead 1sv 2sv"
)]
pub struct EquityArgs {
    /// The game whose showdown decides.
    pub game: EquityGame,
    /// The common cards turned up so far (none if omitted).
    #[arg(long, num_args = 0..)]
    pub common: Vec<String>,
    /// Your own cards (each opponent holds as many).
    #[arg(long, num_args = 1.., required = true)]
    pub mine: Vec<String>,
    /// Opponents still in the hand (1 to 16).
    #[arg(long, default_value_t = 1)]
    pub opponents: usize,
    /// Cards known to be out of play.
    #[arg(long, num_args = 0..)]
    pub dead: Vec<String>,
    /// Common cards at the showdown (default: Toker 5, Sequences 6; fewer after a call, 0 in
    /// the all-private variation).
    #[arg(long)]
    pub common_at_showdown: Option<usize>,
    /// Enumerate every deal when there are at most this many, else sample this many (1 to
    /// 100,000,000).
    #[arg(long, default_value_t = 100_000)]
    pub deals: u64,
    /// Seed of the sampling.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
}

/// The games with a showdown.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum EquityGame {
    /// Toker: best 5 cards.
    Toker,
    /// Sequences: best 6 cards.
    Sequences,
}

/// Runs `tic hands equity`.
pub fn run(args: &EquityArgs) -> Result<(), CliError> {
    outln!("{}", report(args)?);
    Ok(())
}

fn optional_cards(text: &[String]) -> Result<CardSet, CliError> {
    if text.is_empty() {
        Ok(CardSet::EMPTY)
    } else {
        read_cards(text)
    }
}

/// The equity report as text.
fn report(args: &EquityArgs) -> Result<String, CliError> {
    if args.deals == 0 || args.deals > MAX_DEALS {
        return Err(CliError::usage(format!(
            "--deals must be 1 to {MAX_DEALS}, got {}",
            args.deals
        )));
    }
    if args.opponents == 0 || args.opponents > MAX_OPPONENTS {
        return Err(CliError::usage(format!(
            "--opponents must be 1 to {MAX_OPPONENTS}, got {}",
            args.opponents
        )));
    }
    let common = optional_cards(&args.common)?;
    let mine = read_cards(&args.mine)?;
    let dead = optional_cards(&args.dead)?;
    let mut situation = Situation::new(common, mine, args.opponents).with_dead(dead);
    if let Some(n) = args.common_at_showdown {
        situation = situation.with_common_at_showdown(n);
    }
    let (name, standard_common) = match args.game {
        EquityGame::Toker => ("Toker", 5),
        EquityGame::Sequences => ("Sequences", 6),
    };
    let evaluate = |budget: &EquityBudget| match args.game {
        EquityGame::Toker => toker::equity(&situation, budget),
        EquityGame::Sequences => sequences::equity(&situation, budget),
    };
    let show = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let equity = chunked(args.deals, args.seed, show, evaluate)
        .map_err(|e| CliError::usage(format!("{name} equity: {e}")))?;
    let at_showdown = args.common_at_showdown.unwrap_or(standard_common);
    Ok(render(name, &situation, at_showdown, &equity))
}

/// Deals sampled by one worker at a time.
const CHUNK: u64 = 1_000_000;

/// The equity with `deals` as the budget, on every core: up to [`CHUNK`] deals it is one call
/// (exact when every deal fits); past that, a situation with more than [`CHUNK`] possible deals
/// is sampled in chunks of [`CHUNK`], each from its own seed derived from `seed` and its number
/// (so the result is the same on any number of cores), added up, with a progress bar on a
/// terminal. A situation with at most [`CHUNK`] deals is enumerated exactly whatever `deals`.
fn chunked<E>(
    deals: u64,
    seed: u64,
    show: bool,
    evaluate: impl Fn(&EquityBudget) -> Result<Equity, E> + Sync,
) -> Result<Equity, E>
where
    E: Send,
{
    use rayon::prelude::*;
    let first = evaluate(&EquityBudget::new(deals.min(CHUNK), seed))?;
    if deals <= CHUNK || first.method == Method::Exact {
        return Ok(first);
    }
    let chunks = deals.div_ceil(CHUNK);
    let bar = crate::hands::progress(chunks, show, "deal chunks");
    bar.inc(1);
    let rest: Vec<Equity> = (1..chunks)
        .into_par_iter()
        .map(|chunk| {
            let size = CHUNK.min(deals - chunk * CHUNK);
            let chunk_seed = rules_engine::Seed(seed).derive(chunk).0;
            let equity = evaluate(&EquityBudget::new(size, chunk_seed));
            bar.inc(1);
            equity
        })
        .collect::<Result<_, E>>()?;
    bar.finish_and_clear();
    let mut total = first;
    for part in rest {
        let (before, added) = (total.deals() as f64, part.deals() as f64);
        total.share = (total.share * before + part.share * added) / (before + added);
        total.wins += part.wins;
        total.ties += part.ties;
        total.losses += part.losses;
    }
    Ok(total)
}

fn render(name: &str, situation: &Situation, at_showdown: usize, equity: &Equity) -> String {
    let opponents = situation.opponents;
    let mut out = format!(
        "{name} equity: {} own cards, {} of {at_showdown} common cards, {opponents} opponent{}\n",
        situation.mine.len(),
        situation.common.len(),
        if opponents == 1 { "" } else { "s" }
    );
    let line = |label: &str, p: f64| {
        let error = equity.standard_error(p);
        if error > 0.0 {
            format!(
                "  {label:<10} {:>8.3}%  ± {:.3}% (95%)\n",
                100.0 * p,
                196.0 * error
            )
        } else {
            format!("  {label:<10} {:>8.3}%\n", 100.0 * p)
        }
    };
    out.push_str(&line("win", equity.win()));
    out.push_str(&line("tie", equity.tie()));
    out.push_str(&line("lose", equity.lose()));
    out.push_str(&format!(
        "  {:<10} {:>8.3}%\n",
        "pot share",
        100.0 * equity.share
    ));
    match equity.method {
        Method::Exact => out.push_str(&format!(
            "Exact: all {} deals enumerated.",
            equity.deals()
        )),
        Method::Sampled { seed } => out.push_str(&format!(
            "Estimated from {} sampled deals (seed {seed}); 95% intervals are 1.96 standard errors.",
            equity.deals()
        )),
        _ => {}
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    /// The `tic hands equity` command line alone, parsed as the program parses it.
    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        args: EquityArgs,
    }

    fn run_line(line: &str) -> Result<String, String> {
        let words = std::iter::once("equity").chain(line.split_whitespace());
        let cli = Cli::try_parse_from(words).map_err(|e| e.to_string())?;
        report(&cli.args).map_err(|e| e.to_string())
    }

    #[test]
    fn toker_mid_deal_is_sampled_with_errors() {
        let out = run_line(
            "toker --common 1ov 2cc 3ty --mine 4qr 4or 4sr --opponents 2 --deals 3000 --seed 5",
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert!(
            out.starts_with("Toker equity: 3 own cards, 3 of 5 common cards, 2 opponents"),
            "{out}"
        );
        assert!(
            out.contains("Estimated from 3000 sampled deals (seed 5)"),
            "{out}"
        );
        assert!(out.contains("± "), "{out}");
        // Same seed, same answer.
        assert_eq!(
            run_line(
                "toker --common 1ov 2cc 3ty --mine 4qr 4or 4sr --opponents 2 --deals 3000 --seed 5"
            ),
            Ok(out)
        );
    }

    #[test]
    fn toker_river_with_one_opponent_is_exact() {
        // Every opponent hand of 3 from the 117 unseen cards: C(117, 3) = 260,130.
        let out = run_line("toker --common 1ov 2cc 3ty 4qo 5sr --mine 4qr 4or 4sr --deals 300000")
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(out.contains("Exact: all 260130 deals enumerated."), "{out}");
        assert!(!out.contains("± "), "{out}");
    }

    #[test]
    fn sequences_five_tripo_wins_every_deal() {
        let out =
            run_line("sequences --common 1ov 2cc 5sr --mine 3ty 4qo 1sv --opponents 3 --deals 500")
                .unwrap_or_else(|e| panic!("{e}"));
        assert!(out.contains("win         100.000%"), "{out}");
        assert!(out.contains("lose          0.000%"), "{out}");
    }

    #[test]
    fn bad_requests_are_clear_errors() {
        let err = |line: &str| run_line(line).err().unwrap_or_default();
        assert!(
            err("toker --mine 4qr 4or 4sr --opponents 0").contains("--opponents must be 1 to 16")
        );
        assert!(
            err("toker --mine 4qr 4or 4sr --opponents 18446744073709551615")
                .contains("--opponents")
        );
        assert!(
            err("toker --mine 4qr 4or 4sr --deals 0").contains("--deals must be 1 to 100000000")
        );
        assert!(err("toker --mine 4qr 4or 4sr --deals 18446744073709551615").contains("--deals"));
        assert!(err("toker --common 4qr --mine 4qr 4or 4sr").contains("given twice"));
        assert!(
            err("toker --mine 4qr 4or 4sr --common-at-showdown 9")
                .contains("expected 5 to 10 cards, got 12")
        );
        assert!(err("toker --mine 4qr 4or zz").contains("zz"));
        assert!(err("toker --common 1ov").contains("--mine"));
        assert!(err("poker --mine 4qr").contains("poker"));
    }
}
