//! Terminal colors: TIC card names are drawn in their color with their shape, when standard
//! output is a terminal and `NO_COLOR` is not set.

use std::io::IsTerminal;
use std::sync::OnceLock;

use tic_core::{Card, Color, Shape};

static ENABLED: OnceLock<bool> = OnceLock::new();

/// Whether colors are on.
pub fn enabled() -> bool {
    *ENABLED.get_or_init(|| {
        std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()) && std::io::stdout().is_terminal()
    })
}

/// Turns colors off (for `--color never`).
pub fn disable() {
    let _ = ENABLED.set(false);
}

fn ansi(color: Color) -> &'static str {
    match color {
        Color::Violet => "\x1b[35m",
        Color::Cyan => "\x1b[36m",
        Color::Yellow => "\x1b[33m",
        Color::Orange => "\x1b[38;5;208m",
        Color::Red => "\x1b[31m",
    }
}

/// The shape as one symbol.
pub fn glyph(shape: Shape) -> char {
    match shape {
        Shape::Circle => '●',
        Shape::Crescent => '☾',
        Shape::Triangle => '▲',
        Shape::Square => '■',
        Shape::Star => '★',
    }
}

/// `text` with every long-form TIC card name (`3-star-orange`) drawn in its color with its
/// shape symbol; unchanged when colors are off.
pub fn paint(text: &str) -> String {
    if !enabled() {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len() * 2);
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        match (word.contains('-'), word.parse::<Card>()) {
            (true, Ok(card)) => {
                out.push_str(ansi(card.color()));
                out.push(glyph(card.shape()));
                out.push(' ');
                out.push_str(word);
                out.push_str("\x1b[0m");
            }
            _ => out.push_str(word),
        }
        word.clear();
    };
    for ch in text.chars() {
        if ch.is_ascii_alphanumeric() || ch == '-' {
            word.push(ch);
        } else {
            flush(&mut word, &mut out);
            out.push(ch);
        }
    }
    flush(&mut word, &mut out);
    out
}
