#!/usr/bin/env bash
# `npm test`: everything CI runs, in order, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n== %s ==\n' "$1"; }

step "lint"; npx eslint . --max-warnings 0
step "typecheck"; npx react-router typegen && npx tsc
step "unit and integration tests${TEST_DATABASE_URL:+ (PGlite and PostgreSQL)}"; npx vitest run
step "build"; npx react-router build
step "end-to-end tests"; npx playwright test
