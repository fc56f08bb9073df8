#!/usr/bin/env bash
# The tests drive Debian's Chromium and start a throw-away PostgreSQL server; install
# them when they are missing. The e2e tests run Chromium's headless shell where Debian
# offers it (about 40 % less CPU than the full browser), and Chromium itself elsewhere.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
shell_missing=false
[ -x /usr/bin/chromium-headless-shell ] || shell_missing=true
[ ${#missing[@]} -eq 0 ] && [ "$shell_missing" = false ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  if [ ${#missing[@]} -gt 0 ]; then
    echo "Missing ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}' and try again." >&2
    exit 1
  fi
  echo "Note: 'sudo apt-get install -y chromium-headless-shell' makes the e2e tests lighter." >&2
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
[ ${#missing[@]} -eq 0 ] || apt-get install -y -qq "${missing[@]}" >/dev/null
if [ "$shell_missing" = true ]; then
  apt-get install -y -qq chromium-headless-shell >/dev/null ||
    echo "chromium-headless-shell is not available here: the e2e tests use chromium." >&2
fi
