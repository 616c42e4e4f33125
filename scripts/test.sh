#!/usr/bin/env bash
# `npm test`: everything CI runs, in order, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n== %s ==\n' "$1"; }

# Lint and typecheck at once (each uses about one core): the route types first, which both read.
step "lint and typecheck (in parallel)"
npx react-router typegen
lint() { npx eslint . --max-warnings 0 2>&1 | sed -u "s/^/[lint] /"; }
typecheck() { npx tsc 2>&1 | sed -u "s/^/[typecheck] /"; }
lint & lint=$!
typecheck & types=$!
checks_failed=0
wait "$lint" || checks_failed=1
wait "$types" || checks_failed=1
[ "$checks_failed" = 0 ] || exit 1
databases="PGlite and PostgreSQL"
[ -n "${TEST_DATABASE_URL:-}" ] || databases="PGlite only: the PostgreSQL suites do not run, TEST_DATABASE_URL is not set"
step "unit and integration tests ($databases)"; npx vitest run
step "build"; npx react-router build
step "bundle budget"; node scripts/check-bundle-budget.mjs
# Two shards at once, each with its own server, mail sink and embedded database (ports apart):
# the browser tests mostly wait (on the browser, the server, timers), so two halves in parallel
# take about half the time on a 2-core machine. Each line is prefixed with its shard.
e2e_shard() {
  local n=$1 base=$2
  E2E_PORT=$((base + 1)) E2E_SMTP_PORT=$((base + 25)) E2E_MAIL_PORT=$((base + 26)) E2E_OUTPUT_DIR="test-results/shard-$n" \
    npx playwright test --shard="$n/2" 2>&1 | sed -u "s/^/[e2e $n] /"
}
step "end-to-end tests (two shards in parallel)"
e2e_shard 1 3900 & first=$!
e2e_shard 2 3940 & second=$!
failed=0
wait "$first" || failed=1
wait "$second" || failed=1
exit "$failed"
