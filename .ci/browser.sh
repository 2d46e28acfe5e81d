#!/usr/bin/env bash
# The browser table's tests in a real browser (tic-page, issue 28): Debian's chromium and
# chromedriver (installed here when missing; nothing is downloaded from anywhere else), then
# tic-page's tests: the assets as served, and two browser sessions and a spectator playing one
# game of each family to the end against a server on 127.0.0.1:0, every game of the registry
# opened and played a few clicks. Screenshots land in target/tic-page-screenshots/.
#
# `bash .ci/browser.sh --install` only installs them (.ci/run does, before the workspace's
# tests, which then run the browser tests with TIC_REQUIRE_BROWSER=1).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium chromium-driver >/dev/null
fi
/usr/bin/chromium --version 2>/dev/null | head -1 || true
/usr/bin/chromedriver --version | head -1
if [ "${1:-}" = "--install" ]; then
  exit 0
fi

# The tests run here even when the rest of CI skips them (TIC_SKIP_BROWSER_TESTS=1).
unset TIC_SKIP_BROWSER_TESTS
export TIC_REQUIRE_BROWSER=1
start=$(date +%s)
cargo test -p tic-page --locked -- --nocapture
echo "   (browser tests: $(( $(date +%s) - start )) s wall, load average $(cut -d' ' -f1-3 /proc/loadavg))"
