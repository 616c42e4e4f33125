#!/usr/bin/env bash
# `npm test`: everything CI runs, in order, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n== %s ==\n' "$1"; }

step "lint"; npx eslint . --max-warnings 0
step "typecheck"; npx react-router typegen && npx tsc
databases="PGlite and PostgreSQL"
[ -n "${TEST_DATABASE_URL:-}" ] || databases="PGlite only: the PostgreSQL suites do not run, TEST_DATABASE_URL is not set"
step "unit and integration tests ($databases)"; npx vitest run
step "build"; npx react-router build
step "bundle budget"; node scripts/check-bundle-budget.mjs
step "end-to-end tests"; npx playwright test
