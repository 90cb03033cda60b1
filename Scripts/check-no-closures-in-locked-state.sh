#!/usr/bin/env bash
# A closure stored directly as a generic value (LockedState<(X) -> Y>) comes
# back from every read wrapped in reabstraction thunks, one more layer per
# read, until calling it overflows the stack (issue 18). Closures kept under a
# lock go into a non-generic struct instead (see Sources/Streams/Hooks.swift).
# A closure hidden behind a typealias escapes this check: don't.
set -euo pipefail
cd "$(dirname "$0")/.."
if grep -rnE 'LockedState<[^=]*->|LockedState\(\{' Sources; then
  echo "error: a closure is stored directly in LockedState; wrap it in a non-generic struct" >&2
  exit 1
fi
echo "no closure stored directly in LockedState"
