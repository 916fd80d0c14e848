#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (/usr/bin/chromium); never a downloaded browser.
# Installs it when missing and we may (root); otherwise says how.
set -euo pipefail
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the end-to-end tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The end-to-end tests need Debian's Chromium at /usr/bin/chromium: sudo apt-get install -y chromium" >&2
exit 1
