#!/bin/sh
# Entry point of `npm start` and `npm test` on a machine that has only Node and npm:
# it provides the pinned pnpm (without corepack, whose signature check fails here),
# installs the workspace from the lockfile and runs the given root script.
set -e
cd "$(dirname "$0")/../.."
PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm -v)" != "$PNPM_VERSION" ]; then
  if [ ! -x .tools/pnpm/node_modules/.bin/pnpm ]; then
    echo "Installing pnpm@$PNPM_VERSION into .tools/pnpm"
    npm install --silent --no-audit --no-fund --prefix .tools/pnpm "pnpm@$PNPM_VERSION"
  fi
  PATH="$PWD/.tools/pnpm/node_modules/.bin:$PATH"
  export PATH
fi
if [ -n "$CI" ]; then
  pnpm install --frozen-lockfile
else
  pnpm install --prefer-frozen-lockfile
fi
exec pnpm run "$@"
