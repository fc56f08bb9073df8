#!/usr/bin/env bash
# `npm test`: builds the UI the e2e tests serve, then runs the vitest projects while the checks
# (scripts/checks.sh) run beside them at the lowest CPU priority. The tests keep the CPU they
# need; the checks take what the e2e project leaves idle while it waits on the browser and the
# network. The checks' output is printed once the tests end; the script fails when either fails.
set -uo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
checks_log=$(mktemp)
trap 'rm -f "$checks_log"' EXIT

echo "> npm run build"
npm run --silent build >"$checks_log" 2>&1 || {
  cat "$checks_log"
  exit 1
}

nice -n 19 bash scripts/checks.sh >"$checks_log" 2>&1 &
checks=$!

npx vitest run --reporter=verbose --reporter=./tests/support/project-spans-reporter.ts
tests_status=$?
tests_seconds=$((SECONDS - started))

wait "$checks"
checks_status=$?
echo
echo "Checks (lowest CPU priority, beside the tests):"
cat "$checks_log"
echo
echo "npm test: $((SECONDS - started)) s (build and tests $tests_seconds s);" \
  "tests $([ $tests_status -eq 0 ] && echo passed || echo failed)," \
  "checks $([ $checks_status -eq 0 ] && echo passed || echo failed)"
[ "$tests_status" -eq 0 ] && [ "$checks_status" -eq 0 ]
