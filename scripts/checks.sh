#!/usr/bin/env bash
# The checks `npm test` runs before the tests (scripts/test.sh), in two lanes for a 2-core
# machine: ESLint (the longest) beside the type check, formatting, unused code and codegen
# freshness. The build runs before them, in scripts/test.sh.
# Each lane's output is printed whole when it ends; the script fails when any check fails.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

lane() {
  local name=$1
  shift
  (
    for step in "$@"; do
      echo "> $step"
      start=$SECONDS
      bash -c "$step" || exit 1
      echo "  ($step: $((SECONDS - start)) s)"
    done
  ) >"$logs/$name" 2>&1
}

lane eslint 'npx eslint .' &
eslint=$!
lane others 'npm run --silent typecheck' 'npx prettier --check .' 'npx knip --no-progress' \
  'npm run --silent codegen:check' &
others=$!

status=0
wait "$others" || status=1
cat "$logs/others"
wait "$eslint" || status=1
cat "$logs/eslint"
exit "$status"
