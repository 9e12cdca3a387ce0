#!/usr/bin/env bash
# The Debian packages the tests need beyond Node, installed only when missing:
#   docker-registry  the CNCF distribution registry the image tests push to and read from
#   apache2-utils    htpasswd, for the registry's bcrypt password file
#   openssl          the test CA and the registry's TLS certificate
#   iproute2, util-linux  ip and unshare: npm test runs in a loopback-only network namespace
#   shellcheck       the workflows' run: scripts (npm run lint:workflows, __tests__/workflows.test.ts)
#   chromium         the sandbox's pages, opened in a real browser (__tests__/sandbox-pages-browser.test.ts)
set -euo pipefail

packages=(docker-registry apache2-utils openssl iproute2 util-linux shellcheck chromium)
missing=()
for p in "${packages[@]}"; do
  if [ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" != "install ok installed" ]; then
    # GitHub's Ubuntu runners bring their own Chromium as /usr/bin/chromium; Ubuntu's apt offers
    # only a snap of it, so a chromium already on the PATH is the one the tests use.
    if [ "$p" = chromium ] && command -v chromium >/dev/null; then continue; fi
    missing+=("$p")
  fi
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "System packages for the tests already installed: ${packages[*]}"
  exit 0
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
echo "Installing system packages for the tests: ${missing[*]}"
"${sudo[@]}" apt-get update
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
