#!/usr/bin/env bash
# `npm test`: builds the UI the e2e tests serve, then runs the checks (scripts/checks.sh) and the
# vitest projects. ESLint, the longest check, runs beside the other checks and the unit, ui and
# integration tests, at the same priority, and ends before them: niced, it starved beside them and
# then ran alone while the other core sat idle, or beside the e2e tests, and ended after them.
set -uo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
eslint_log=$(mktemp)
trap 'rm -f "$eslint_log"' EXIT
status=0

echo "> npm run build"
npm run --silent build || exit 1

# Its end is written into its log as it ends: the log is printed only once the tests beside it end.
(
  bash scripts/checks.sh eslint
  code=$?
  echo "  (ESLint ended at $((SECONDS - started)) s)"
  exit "$code"
) >"$eslint_log" 2>&1 &
eslint=$!
bash scripts/checks.sh others || status=1
vitest() {
  npx vitest run --reporter=verbose --reporter=./tests/support/project-spans-reporter.ts "$@" ||
    status=1
}
vitest --project '!e2e'
echo "  (the unit, UI and integration projects ended at $((SECONDS - started)) s)"
wait "$eslint" || status=1
cat "$eslint_log"
vitest --project e2e

echo "npm test: $((SECONDS - started)) s"
exit "$status"
