//! Seat tokens: 128 random bits from the operating system, stored only as their SHA-256.

use sha2::{Digest, Sha256};

/// A seat token's SHA-256.
pub(crate) type TokenHash = [u8; 32];

/// A new token: 16 bytes from the operating system's generator, as 32 hex digits.
pub(crate) fn new_token() -> Result<String, getrandom::Error> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes)?;
    Ok(hex(&bytes))
}

/// Random hex digits (a match id): `bytes` bytes from the operating system's generator.
pub(crate) fn random_hex(bytes: usize) -> Result<String, getrandom::Error> {
    let mut buf = vec![0u8; bytes];
    getrandom::fill(&mut buf)?;
    Ok(hex(&buf))
}

/// A random 64-bit number from the operating system's generator (a seed).
pub(crate) fn random_u64() -> Result<u64, getrandom::Error> {
    let mut buf = [0u8; 8];
    getrandom::fill(&mut buf)?;
    Ok(u64::from_le_bytes(buf))
}

/// The SHA-256 of a token's text.
pub(crate) fn hash(token: &str) -> TokenHash {
    Sha256::digest(token.as_bytes()).into()
}

/// Whether a presented token matches a stored hash: the two hashes are compared byte by byte
/// without an early exit, so the time taken says nothing about where they differ.
pub(crate) fn matches(token: &str, stored: &TokenHash) -> bool {
    let presented = hash(token);
    let mut diff = 0u8;
    for (a, b) in presented.iter().zip(stored.iter()) {
        diff |= a ^ b;
    }
    std::hint::black_box(diff) == 0
}

pub(crate) fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push(char::from(DIGITS[usize::from(b >> 4)]));
        out.push(char::from(DIGITS[usize::from(b & 15)]));
    }
    out
}

pub(crate) fn unhex(text: &str) -> Option<TokenHash> {
    let bytes = text.as_bytes();
    if bytes.len() != 64 {
        return None;
    }
    let mut out = [0u8; 32];
    for (i, pair) in bytes.chunks(2).enumerate() {
        let digit = |c: u8| char::from(c).to_digit(16);
        let hi = digit(pair[0])?;
        let lo = digit(pair[1])?;
        out[i] = u8::try_from(hi * 16 + lo).ok()?;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_128_bits_and_match_only_their_hash() {
        let a = new_token().unwrap();
        let b = new_token().unwrap();
        assert_eq!(a.len(), 32);
        assert_ne!(a, b);
        let stored = hash(&a);
        assert!(matches(&a, &stored));
        assert!(!matches(&b, &stored));
        assert!(!matches("", &stored));
        assert_eq!(unhex(&hex(&stored)), Some(stored));
        assert_eq!(unhex("zz"), None);
    }
}
