#!/usr/bin/env bash
# The Python package (crates/tic-py, `tic-engines`): a virtual environment with pinned maturin,
# pytest, NumPy, PettingZoo and Gymnasium from the package registry; the wheel built in the
# dev profile into the workspace's target/ (reusing its builds of the third-party crates) and
# installed; then pytest over crates/tic-py/tests (every game through PettingZoo's api_test,
# random games to the end through the plain API and the AEC loop, save/load round trips,
# seeded determinism, the vectorized form against single games).
#
# Run from anywhere: `bash .ci/python.sh` (PYTHON picks the interpreter, python3 by default;
# TIC_PY_VENV the environment's folder, target/python-venv by default).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
start=$(date +%s)

python=${PYTHON:-python3}
venv=${TIC_PY_VENV:-$root/target/python-venv}
# Versions that install together and pass with Python 3.11 (CI's python3).
pins=(
  "maturin==1.16.0"
  "pytest==9.2.0"
  "numpy==2.4.6"
  "pettingzoo==1.27.0"
  "gymnasium==1.4.0"
)

if [ ! -x "$venv/bin/python" ]; then
  "$python" -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check "${pins[@]}"
echo "   (python environment ready: $(( $(date +%s) - start )) s)"

# The wheel, in the dev profile (a test build: quick to compile), into the workspace target.
dist="$root/target/python-wheels"
rm -rf "$dist"
CARGO_TARGET_DIR="$root/target" VIRTUAL_ENV="$venv" PATH="$venv/bin:$PATH" \
  "$venv/bin/maturin" build --quiet --profile dev --locked \
  --manifest-path crates/tic-py/Cargo.toml --interpreter "$venv/bin/python" --out "$dist"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --force-reinstall \
  --no-deps "$dist"/tic_engines-*.whl
echo "   (wheel built and installed: $(( $(date +%s) - start )) s)"

# pytest from outside the source tree, so the installed package (not python/) is imported.
cd crates/tic-py/tests
"$venv/bin/python" -m pytest -q -p no:cacheprovider -W ignore::UserWarning .
echo "   (python tests: $(( $(date +%s) - start )) s)"
