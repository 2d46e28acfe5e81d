#!/usr/bin/env bash
# The browser table's tests in a real browser (tic-page, issue 28): Debian's chromium and
# chromedriver (installed here when missing; nothing is downloaded from anywhere else), then
# tic-page's tests: the assets as served, and two browser sessions and a spectator playing one
# game of each family to the end against a server on 127.0.0.1:0, every game of the registry
# opened and played a few clicks. Screenshots land in target/tic-page-screenshots/.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium chromium-driver >/dev/null
fi
/usr/bin/chromium --version 2>/dev/null | head -1 || true
/usr/bin/chromedriver --version | head -1

# The tests run here even when the rest of CI skips them (TIC_SKIP_BROWSER_TESTS=1).
unset TIC_SKIP_BROWSER_TESTS
start=$(date +%s)
cargo test -p tic-page --locked -- --nocapture
echo "   (browser tests: $(( $(date +%s) - start )) s wall, load average $(cut -d' ' -f1-3 /proc/loadavg))"
