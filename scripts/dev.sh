#!/usr/bin/env bash
# Development: the API server (restarting on change) on :3000 and Vite with hot reload on :5173,
# which proxies /api to the server. Open http://localhost:5173.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/runtime.sh
# The browser is on Vite's address, so sign-in redirects and the CSRF origin check use it.
PUBLIC_URL="${PUBLIC_URL:-http://localhost:5173}" npx tsx watch server/main.ts &
server=$!
trap 'kill $server 2>/dev/null' EXIT
npx vite --port 5173
