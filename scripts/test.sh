#!/usr/bin/env bash
# `npm test`: builds the UI the e2e tests serve, then runs the checks (scripts/checks.sh) and the
# vitest projects. ESLint, the longest check, starts with the other checks and goes on beside the
# tests at a lower CPU priority, on the time they leave idle: waiting for it before the e2e tests
# left one core idle for up to 100 s while it ran alone.
set -uo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
eslint_log=$(mktemp)
trap 'rm -f "$eslint_log"' EXIT
status=0

echo "> npm run build"
npm run --silent build || exit 1

nice -n 10 bash scripts/checks.sh eslint >"$eslint_log" 2>&1 &
eslint=$!
bash scripts/checks.sh others || status=1
vitest() {
  npx vitest run --reporter=verbose --reporter=./tests/support/project-spans-reporter.ts "$@" ||
    status=1
}
vitest --project '!e2e'
vitest --project e2e
wait "$eslint" || status=1
cat "$eslint_log"
echo "  (ESLint ended at $((SECONDS - started)) s)"

echo "npm test: $((SECONDS - started)) s"
exit "$status"
