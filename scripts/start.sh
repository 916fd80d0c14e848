#!/usr/bin/env bash
# The production start, as the README gives it: installs the dependencies, builds, and serves on
# http://localhost:3000 (HOST, PORT and the rest: docs/configuration.md). It says what it is doing
# in a few lines; the server then prints where to open it. The last step is `exec`, so the process
# you started becomes the server and a SIGTERM or Ctrl-C reaches it (no shell or npm in between).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/runtime.sh

if [ -f node_modules/.package-lock.json ] && [ node_modules/.package-lock.json -nt package-lock.json ]; then
  echo 'Dependencies are installed.'
else
  echo 'Installing dependencies (takes a few minutes the first time)…'
  npm ci --no-audit --no-fund --loglevel=error >/dev/null
fi
echo 'Building…'
npm run --silent build
echo 'Starting…'
exec node dist/app/main.js
