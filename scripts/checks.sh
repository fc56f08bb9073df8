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

declare -A LANES=(
  [eslint]='npx eslint .'
  [others]='npm run --silent typecheck|npx prettier --check .|npx knip --no-progress|npm run --silent codegen:check'
)

lane() {
  local name=$1
  (
    IFS='|' read -ra steps <<<"${LANES[$name]}"
    for step in "${steps[@]}"; do
      echo "> $step"
      start=$SECONDS
      bash -c "$step" || exit 1
      echo "  ($step: $((SECONDS - start)) s)"
    done
  ) >"$logs/$name" 2>&1
}

names=("$@")
[ ${#names[@]} -eq 0 ] && names=(others eslint)
pids=()
for name in "${names[@]}"; do
  [ -n "${LANES[$name]:-}" ] || { echo "unknown lane: $name (eslint, others)"; exit 2; }
  lane "$name" &
  pids+=($!)
done

status=0
for i in "${!names[@]}"; do
  wait "${pids[$i]}" || status=1
  cat "$logs/${names[$i]}"
done
exit "$status"
