#!/usr/bin/env bash
# Builds and runs the README's "Use it in your game" program as a separate crate.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .ci/readme-example/src
awk '/^## Use it in your game/{f=1} f&&/^```rust/{c=1;next} c&&/^```/{exit} c{print}' README.md \
  > .ci/readme-example/src/main.rs
test -s .ci/readme-example/src/main.rs
cargo run --quiet --locked --manifest-path .ci/readme-example/Cargo.toml --target-dir target
