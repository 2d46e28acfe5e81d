//! `tic hands`: evaluate a hand (Toker, Sequences, Tic-of-a-Kind, Spectrum) and print the
//! exhaustive five-card tables and the Sequences estimate (tic-hands).

use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use tic_core::{Card, CardSet, GameRng, Seed, parse_cards};
use tic_hands::census::{self, FiveCardCensus, SixCardCensus, five_card_census_from};
use tic_hands::spectrum::PointTable;
use tic_hands::{HandError, sequences, spectrum, tic_of_a_kind, toker};

use crate::CliError;
use crate::style::paint;

#[path = "equity.rs"]
mod equity;

/// `tic hands` arguments.
#[derive(clap::Args)]
pub struct HandsArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: HandsCommand,
}

/// The `tic hands` sub-commands.
#[derive(clap::Subcommand)]
pub enum HandsCommand {
    /// Evaluate a hand: its category or score and the cards that make it.
    #[command(
        after_help = "Examples:\n  tic hands eval toker 4qr 4or 4sr 1sv 1sc 2tv 3cc 5ty\n  tic hands eval sequences 1ov 2cc 3ty 5sr 5qr 1or\n  tic hands eval tic-of-a-kind 4-square-red 4-circle-red 4-star-red 1-circle-violet 2-star-cyan\n  tic hands eval spectrum 1sr 2qv 3tr 4cc 5oy"
    )]
    Eval {
        /// The game whose hands to rank.
        game: HandGame,
        /// The cards: Toker 5 to 10 (best 5), Sequences 6 to 10 (best 6), Tic-of-a-Kind and
        /// Spectrum 5 or 10.
        cards: Vec<String>,
    },
    /// Count every five-card hand (all 234,531,275) by Toker category and Tic-of-a-Kind
    /// score, on all cores; or, with --sequences, the Sequences categories of six-card hands:
    /// exactly over all 4,690,625,500 hands with --exact, else estimated by seeded sampling.
    #[command(
        after_help = "Examples:\n  tic hands table\n  tic hands table --sequences --exact\n  tic hands table --sequences --samples 10000000 --seed 1"
    )]
    Table {
        /// Six-card Sequences hands instead (sampled unless --exact).
        #[arg(long)]
        sequences: bool,
        /// With --sequences: count every six-card hand exactly (by card symmetry: the hands
        /// holding one card of each of the 10 orbits of the 48 sequence-preserving symmetries).
        #[arg(long, requires = "sequences", conflicts_with_all = ["samples", "seed"])]
        exact: bool,
        /// Enumerate every hand once, without the symmetries (more work; a check of the
        /// symmetric count). Five-card table, or with --sequences --exact.
        #[arg(long)]
        direct: bool,
        /// Random six-card hands to sample (with --sequences), at most 10,000,000,000.
        #[arg(long, default_value_t = 10_000_000)]
        samples: u64,
        /// Seed of the sampling (with --sequences).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Hide the progress bar.
        #[arg(long)]
        quiet: bool,
    },
    /// The chances of winning, tying and losing a Toker or Sequences showdown from here:
    /// exact when the unseen deals are few enough, sampled otherwise.
    Equity(equity::EquityArgs),
}

/// The games `tic hands eval` knows.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum HandGame {
    /// Toker: best 5 of 5 to 10 cards.
    Toker,
    /// Sequences: best 6 of 6 to 10 cards.
    Sequences,
    /// Tic-of-a-Kind: 5 cards (one base hand) or 10 (two).
    TicOfAKind,
    /// Spectrum: 5 cards or 10 (two sequences), house point table.
    Spectrum,
}

/// Runs `tic hands`.
pub fn run(args: &HandsArgs) -> Result<(), CliError> {
    match &args.command {
        HandsCommand::Equity(equity) => equity::run(equity),
        HandsCommand::Eval { game, cards } => {
            outln!("{}", eval(*game, cards)?);
            Ok(())
        }
        HandsCommand::Table {
            sequences: false,
            direct,
            quiet,
            ..
        } => {
            outln!("{}", five_card_table(*direct, !quiet)?);
            Ok(())
        }
        HandsCommand::Table {
            sequences: true,
            exact: false,
            direct: true,
            ..
        } => Err(CliError::usage("--direct needs --exact with --sequences")),
        HandsCommand::Table {
            sequences: true,
            exact: true,
            direct,
            quiet,
            ..
        } => {
            outln!("{}", sequences_exact(*direct, !quiet)?);
            Ok(())
        }
        HandsCommand::Table {
            sequences: true,
            samples,
            seed,
            quiet,
            ..
        } => {
            outln!("{}", sequences_estimate(*samples, *seed, !quiet)?);
            Ok(())
        }
    }
}

/// Parses distinct cards.
pub(crate) fn read_cards(text: &[String]) -> Result<CardSet, CliError> {
    let cards = parse_cards(&text.join(" ")).map_err(|e| CliError::usage(e.to_string()))?;
    let set: CardSet = cards.iter().collect();
    if set.len() != cards.len() {
        let mut seen = CardSet::EMPTY;
        let twice: Vec<String> = cards
            .iter()
            .filter(|&&c| !seen.insert(c))
            .map(Card::to_string)
            .collect();
        return Err(CliError::usage(format!(
            "a card is given twice: {}",
            twice.join(", ")
        )));
    }
    Ok(set)
}

fn hand_error(game: &str, e: HandError) -> CliError {
    CliError::usage(format!("{game}: {e}"))
}

/// Cards highest first, long form.
fn list(cards: CardSet) -> String {
    cards
        .by_rank_desc()
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Number + shape of some cards (what Tic-of-a-Kind counts).
fn number_shape(cards: CardSet) -> i32 {
    cards
        .iter()
        .map(|c| i32::from(c.number().value() + c.shape().value()))
        .sum()
}

/// `tic hands eval`.
fn eval(game: HandGame, text: &[String]) -> Result<String, CliError> {
    let cards = read_cards(text)?;
    let out = match game {
        HandGame::Toker => {
            let best = toker::best(cards).map_err(|e| hand_error("Toker", e))?;
            let mut out = format!(
                "Toker: {}\n  cards: {}",
                best.rank.category(),
                list(best.cards)
            );
            let unused = cards - best.cards;
            if !unused.is_empty() {
                out.push_str(&format!("\n  not used: {}", list(unused)));
            }
            out
        }
        HandGame::Sequences => {
            let best = sequences::best(cards).map_err(|e| hand_error("Sequences", e))?;
            let mut out = format!(
                "Sequences: {}\n  cards: {}",
                best.rank.category(),
                list(best.cards)
            );
            let unused = cards - best.cards;
            if !unused.is_empty() {
                out.push_str(&format!("\n  not used: {}", list(unused)));
            }
            out
        }
        HandGame::TicOfAKind => {
            let score = match cards.len() {
                5 => tic_of_a_kind::score5(cards),
                10 => tic_of_a_kind::score10(cards),
                n => Err(HandError::WrongSize {
                    expected: "5 or 10",
                    got: n,
                }),
            }
            .map_err(|e| hand_error("Tic-of-a-Kind", e))?;
            let mut out = format!("Tic-of-a-Kind: {} points", score.points);
            let mut used = CardSet::EMPTY;
            for base in &score.bases {
                used |= *base;
                let kind = if tic_core::tic_together(*base) {
                    "Tic"
                } else {
                    "Single"
                };
                let base_points = if kind == "Tic" {
                    10 * base.len()
                } else {
                    5 * (base.len() - 2)
                };
                out.push_str(&format!(
                    "\n  base hand ({} that {kind}, {base_points} + {}): {}",
                    base.len(),
                    number_shape(*base),
                    list(*base)
                ));
            }
            if score.bases.is_empty() {
                out.push_str("\n  no base hand of 3 or more cards");
            }
            let against = cards - used;
            if !against.is_empty() {
                out.push_str(&format!(
                    "\n  counted against (-{}): {}",
                    number_shape(against),
                    list(against)
                ));
            }
            out
        }
        HandGame::Spectrum => {
            let table = PointTable::default();
            let score = match cards.len() {
                5 => spectrum::score5(cards, &table),
                10 => spectrum::score10(cards, &table),
                n => Err(HandError::WrongSize {
                    expected: "5 or 10",
                    got: n,
                }),
            }
            .map_err(|e| hand_error("Spectrum", e))?;
            let mut out = format!(
                "Spectrum: {} points (house table: Mono {}, Duo {}, Tripo {}, no sequence {})",
                score.points, table.mono, table.duo, table.tripo, table.no_sequence
            );
            for run in &score.sequences {
                let kind = match tic_core::sequence_step(*run) {
                    tic_core::Step::Tripo => "Tripo",
                    tic_core::Step::Duo => "Duo",
                    _ => "Mono",
                };
                out.push_str(&format!("\n  five-card {kind} sequence: {}", list(*run)));
            }
            if score.sequences.is_empty() {
                out.push_str("\n  no five-card sequence");
            }
            out
        }
    };
    Ok(paint(&out))
}

pub(crate) fn progress(len: u64, show: bool, what: &str) -> ProgressBar {
    if !show {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(len);
    let template = format!("{{bar:40}} {{percent}}% {what} {{per_sec}} eta {{eta}}");
    if let Ok(style) = ProgressStyle::with_template(&template) {
        bar.set_style(style);
    }
    bar
}

/// C(125, 5): every five-card hand.
const FIVE_CARD_HANDS: u64 = 234_531_275;

/// `tic hands table`: every five-card hand, on all cores. By symmetry (the default): the hands
/// holding one triple of each orbit of card triples (`census::five_card_parts`), weighted by
/// the orbit's size, each hand then counted 10 times; direct: each hand once, by its lowest
/// card.
fn five_card_table(direct: bool, show_progress: bool) -> Result<String, CliError> {
    let start = Instant::now();
    let census = if direct {
        let bar = progress(FIVE_CARD_HANDS, show_progress, "hands");
        let counted = Card::all()
            .collect::<Vec<_>>()
            .into_par_iter()
            .map(|a| {
                let part = five_card_census_from(a);
                bar.inc(part.hands);
                Some(part)
            })
            .try_reduce(FiveCardCensus::default, |a, b| a.add_weighted(&b, 1));
        bar.finish_and_clear();
        counted.filter(|c| c.hands == FIVE_CARD_HANDS)
    } else {
        // Triples of cards by orbit (tic_hands::census::five_card_parts), then the exact
        // division by 10 and the totals checked by five_card_total.
        let parts = census::five_card_parts();
        let bar = progress(
            parts.iter().map(|p| p.hands()).sum(),
            show_progress,
            "hands",
        );
        let counted = parts
            .into_par_iter()
            .map(|part| {
                let counts = part.count();
                bar.inc(part.hands());
                counts
            })
            .try_reduce(FiveCardCensus::default, |a, b| a.add_weighted(&b, 1));
        bar.finish_and_clear();
        counted.as_ref().and_then(census::five_card_total)
    }
    .ok_or_else(|| CliError::usage("the five-card count does not add up: a bug"))?;
    let seconds = start.elapsed().as_secs_f64();
    Ok(render_census(&census, seconds, direct))
}

fn render_census(census: &FiveCardCensus, seconds: f64, direct: bool) -> String {
    let hands = census.hands.max(1) as f64;
    let method = if direct {
        "each hand once"
    } else {
        "by symmetry: the hands holding one triple of each orbit of card triples (under the symmetries of commonness for the Toker categories, under color permutations and the number/shape swap for the points), weighted by orbit size, divided by 10"
    };
    let mut out = format!(
        "All {} five-card hands, counted in {seconds:.1} s on {} threads ({method}).\n\nToker categories (low to high):\n",
        census.hands,
        rayon::current_num_threads()
    );
    push_shares(
        &mut out,
        ("category", 18, 12),
        census.categories().map(|(c, n)| (c.name(), n)),
        hands,
    );
    let points: Vec<(i32, u64)> = census.points().collect();
    let min = points.first().map_or(0, |p| p.0);
    let max = points.last().map_or(0, |p| p.0);
    out.push_str(&format!(
        "\nTic-of-a-Kind points of five cards: min {min}, max {max}, mean {:.3}\n",
        census.mean_points()
    ));
    // Histogram in bins of 10 points.
    let bin = |p: i32| p.div_euclid(10) * 10;
    let mut bins: Vec<(i32, u64)> = Vec::new();
    for &(p, n) in &points {
        match bins.last_mut() {
            Some(last) if last.0 == bin(p) => last.1 += n,
            _ => bins.push((bin(p), n)),
        }
    }
    let peak = bins.iter().map(|b| b.1).max().unwrap_or(1).max(1) as f64;
    for (lo, n) in bins {
        let width = (40.0 * n as f64 / peak).round() as usize;
        out.push_str(&format!(
            "  {:>4} to {:>4} {:>12} {:>9.5}% {}\n",
            lo,
            lo + 9,
            n,
            100.0 * n as f64 / hands,
            "#".repeat(width)
        ));
    }
    out.trim_end().to_owned()
}

/// The most hands `--samples` may ask for: a sampled table must end in reasonable time.
const MAX_SAMPLES: u64 = 10_000_000_000;

/// C(125, 6): every six-card hand.
const SIX_CARD_HANDS: u64 = 4_690_625_500;

/// `tic hands table --sequences --exact`: every six-card hand, on all cores.
fn sequences_exact(direct: bool, show_progress: bool) -> Result<String, CliError> {
    let start = Instant::now();
    // Parts: (fixed card, second card, weight). Direct: the two lowest cards of each hand,
    // weight 1. Symmetric: one card of each orbit and every other card as the lowest other
    // one, weighted by the orbit's size; each hand is then counted 6 times.
    let parts: Vec<(Card, Card, u64)> = if direct {
        Card::all()
            .flat_map(|a| {
                Card::all()
                    .filter(move |b| b.index() > a.index())
                    .map(move |b| (a, b, 1))
            })
            .collect()
    } else {
        census::card_orbits()
            .into_iter()
            .flat_map(|(card, size)| {
                Card::all()
                    .filter(move |&b| b != card)
                    .map(move |b| (card, b, size))
            })
            .collect()
    };
    let work = if direct {
        SIX_CARD_HANDS
    } else {
        10 * choose(124, 5)
    };
    let bar = progress(work, show_progress, "hands");
    let weighted = parts
        .into_par_iter()
        .map(|(card, second, weight)| {
            let part = if direct {
                census::six_card_census_from(card, second)
            } else {
                census::six_card_census_with(card, second)
            };
            bar.inc(part.hands);
            SixCardCensus::default().add_weighted(&part, weight)
        })
        .try_reduce(SixCardCensus::default, |a, b| a.add_weighted(&b, 1));
    bar.finish_and_clear();
    let counted = weighted.ok_or_else(|| CliError::usage("six-card count overflowed"))?;
    let census = if direct {
        Some(counted)
    } else {
        counted.divided(6)
    }
    .ok_or_else(|| CliError::usage("symmetric count is not a multiple of 6: a bug"))?;
    if census.hands != SIX_CARD_HANDS {
        return Err(CliError::usage(format!(
            "counted {} hands instead of {SIX_CARD_HANDS}: a bug",
            census.hands
        )));
    }
    let seconds = start.elapsed().as_secs_f64();
    let method = if direct {
        "each hand once, by its two lowest cards"
    } else {
        "by symmetry: hands holding one card of each of the 10 card orbits, weighted by orbit size, divided by 6"
    };
    let mut out = format!(
        "Sequences categories of all {} six-card hands, counted exactly in {seconds:.1} s on {} threads ({method}).\n\n",
        census.hands,
        rayon::current_num_threads()
    );
    push_shares(
        &mut out,
        ("category (low to high)", 34, 11),
        census.categories().map(|(c, n)| (c.name(), n)),
        census.hands as f64,
    );
    out.push_str(&format!("  {:<34} {:>11}", "total", census.hands));
    Ok(out)
}

/// A census table: a heading row (`heading`, then "hands" and "share", in columns of the given
/// widths), then each category's count and its share of `total` in percent.
fn push_shares<'a>(
    out: &mut String,
    (heading, name_width, count_width): (&str, usize, usize),
    rows: impl Iterator<Item = (&'a str, u64)>,
    total: f64,
) {
    out.push_str(&format!(
        "  {heading:<name_width$} {:>count_width$} {:>10}\n",
        "hands", "share"
    ));
    for (name, n) in rows {
        out.push_str(&format!(
            "  {name:<name_width$} {n:>count_width$} {:>9.5}%\n",
            100.0 * n as f64 / total
        ));
    }
}

/// C(n, k) for the small values used here.
fn choose(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// `tic hands table --sequences`: seeded sampling of six-card hands.
fn sequences_estimate(samples: u64, seed: u64, show_progress: bool) -> Result<String, CliError> {
    if samples == 0 {
        return Err(CliError::usage("--samples must be at least 1"));
    }
    if samples > MAX_SAMPLES {
        return Err(CliError::usage(format!(
            "--samples must be at most {MAX_SAMPLES} (about 10 CPU-minutes); use --exact to count every hand"
        )));
    }
    const CHUNKS: u64 = 256;
    let start = Instant::now();
    let bar = progress(samples, show_progress, "hands");
    let counts = (0..CHUNKS)
        .into_par_iter()
        .map(|chunk| {
            // Each chunk has its own stream, so results do not depend on the thread count.
            let mut rng = GameRng::from_seed(Seed(seed).derive(chunk));
            let n = samples / CHUNKS + u64::from(chunk < samples % CHUNKS);
            let mut counts = [0u64; 12];
            let mut deck: Vec<Card> = Card::all().collect();
            for i in 0..n {
                // A partial Fisher-Yates shuffle draws six distinct cards.
                for k in 0..6 {
                    let j = k + rng.index(125 - k);
                    deck.swap(k, j);
                }
                let hand: CardSet = deck[..6].iter().collect();
                if let Ok(category) = sequences::category(hand) {
                    counts[category as usize] += 1;
                }
                if i % 4096 == 4095 {
                    bar.inc(4096);
                }
            }
            bar.inc(n % 4096);
            counts
        })
        .reduce(
            || [0u64; 12],
            |mut a, b| {
                for (x, y) in a.iter_mut().zip(b) {
                    *x += y;
                }
                a
            },
        );
    bar.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    let n = samples as f64;
    let mut out = format!(
        "Sequences categories of six-card hands: {samples} random hands (seed {seed}), sampled in {seconds:.1} s.\nShares with 95% intervals (1.96 standard errors); a category never sampled has share below about {:.1e}.\n\n",
        3.0 / n
    );
    out.push_str(&format!(
        "  {:<34} {:>11} {:>10} {:>11}\n",
        "category (low to high)", "hands", "share", "± 95%"
    ));
    for (category, count) in sequences::Category::ALL.iter().zip(counts) {
        let p = count as f64 / n;
        let half = 1.96 * (p * (1.0 - p) / n).sqrt();
        out.push_str(&format!(
            "  {:<34} {:>11} {:>9.5}% {:>10.5}%\n",
            category.name(),
            count,
            100.0 * p,
            100.0 * half
        ));
    }
    Ok(out.trim_end().to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample_counts_are_bounded() {
        let err = |samples: u64| {
            sequences_estimate(samples, 1, false)
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default()
        };
        assert!(err(0).contains("at least 1"));
        assert!(err(u64::MAX).contains("at most 10000000000"));
        assert!(err(MAX_SAMPLES + 1).contains("use --exact"));
        let ok = sequences_estimate(2_000, 1, false).unwrap_or_default();
        assert!(ok.contains("2000 random hands (seed 1)"), "{ok}");
    }

    #[test]
    fn direct_needs_exact_with_sequences() {
        let args = HandsArgs {
            command: HandsCommand::Table {
                sequences: true,
                exact: false,
                direct: true,
                samples: 10,
                seed: 1,
                quiet: true,
            },
        };
        let err = run(&args).err().map(|e| e.to_string()).unwrap_or_default();
        assert!(err.contains("--direct needs --exact"), "{err}");
    }

    #[test]
    fn small_choose() {
        assert_eq!(choose(123, 3), 302_621);
        assert_eq!(choose(124, 5), 225_150_024);
    }
}
