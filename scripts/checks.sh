#!/usr/bin/env bash
# The checks, in two lanes for a 2-core machine: `eslint` (the longest) and `others` (the type
# check, formatting, unused code and codegen freshness). With no argument both lanes run side by
# side; with lane names, only those. `npm test` (scripts/test.sh) runs the lanes at different
# points of the run.
# Each lane's output is printed whole when it ends; the script fails when any check fails.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

step() {
  echo "> $1"
  local start=$SECONDS
  bash -c "$1" || return 1
  echo "  ($1: $((SECONDS - start)) s)"
}

# typescript-eslint's type information fills V8's young generation fast: with 64 MB semi-spaces
# instead of 16, ESLint used 138 to 156 s of CPU here against 164 to 190 s.
lane_eslint() { NODE_OPTIONS="${NODE_OPTIONS:-} --max-semi-space-size=64" step 'npx eslint .'; }

lane_others() {
  step 'npm run --silent typecheck' && step 'npx prettier --check .' &&
    step 'npx knip --no-progress' && step 'npm run --silent codegen:check'
}

names=("$@")
[ ${#names[@]} -eq 0 ] && names=(others eslint)
pids=()
for name in "${names[@]}"; do
  declare -F "lane_$name" >/dev/null || { echo "unknown lane: $name (eslint, others)"; exit 2; }
  "lane_$name" >"$logs/$name" 2>&1 &
  pids+=($!)
done

status=0
for i in "${!names[@]}"; do
  wait "${pids[$i]}" || status=1
  cat "$logs/${names[$i]}"
done
exit "$status"
