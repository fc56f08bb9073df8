#!/usr/bin/env bash
# `npm test`: builds the UI the e2e tests serve, runs the checks (scripts/checks.sh), then the
# vitest projects. The checks run first, not beside the tests: at the lowest CPU priority beside
# them they still slowed the tests enough that the risk configuration preview timed out in one
# fresh-clone run of three.
set -uo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS

echo "> npm run build"
npm run --silent build || exit 1
bash scripts/checks.sh || exit 1
npx vitest run --reporter=verbose --reporter=./tests/support/project-spans-reporter.ts
status=$?
echo "npm test: $((SECONDS - started)) s"
exit "$status"
