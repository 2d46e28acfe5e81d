//! Reading actions from text, and quoting text that came from outside.

use thiserror::Error;

/// Text that is not an action of the game: the text (quoted and shortened, safe to print) and
/// what is wrong with it. Every game's action type returns it from `FromStr`.
///
/// ```
/// use rules_engine::demo::TwentyOneAction;
///
/// let err = "play #99".parse::<TwentyOneAction>().unwrap_err();
/// assert_eq!(err.to_string(), r#"cannot read "play #99" as an action: `#99` is not a demo card (#1 to #10)"#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("cannot read {text} as an action: {reason}")]
pub struct ParseActionError {
    text: String,
    reason: String,
}

impl ParseActionError {
    /// The error for `text` (quoted and shortened here) and its reason.
    pub fn new(text: &str, reason: impl Into<String>) -> Self {
        ParseActionError {
            text: quote_untrusted(text, 80),
            reason: reason.into(),
        }
    }

    /// What is wrong.
    #[must_use]
    pub fn reason(&self) -> &str {
        &self.reason
    }
}

/// `text` in double quotes, safe to show on a terminal or in a log: control characters
/// (escape sequences among them) and quotes escaped as in Rust strings, and cut after `max`
/// characters with `…` and the full length, so a huge or hostile input never reaches a
/// screen whole.
///
/// ```
/// use rules_engine::quote_untrusted;
///
/// assert_eq!(quote_untrusted("3so", 10), r#""3so""#);
/// assert_eq!(quote_untrusted("\u{1b}]0;pwned\u{7}", 40), r#""\u{1b}]0;pwned\u{7}""#);
/// assert_eq!(quote_untrusted("abcdefghij", 4), r#""abcd…" (10 characters)"#);
/// ```
#[must_use]
pub fn quote_untrusted(text: &str, max: usize) -> String {
    let total = text.chars().count();
    let mut out = String::with_capacity(text.len().min(max * 2) + 2);
    out.push('"');
    for c in text.chars().take(max) {
        out.extend(c.escape_debug());
    }
    out.push('"');
    if total > max {
        out.insert(out.len() - 1, '…');
        out.push_str(&format!(" ({total} characters)"));
    }
    out
}
