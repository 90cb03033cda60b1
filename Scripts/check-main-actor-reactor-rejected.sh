#!/usr/bin/env bash
# A main-actor-isolated conformance to `Reactor` must not compile: the
# reactor's `mutate` and `reduce` would run on whatever thread sends an
# action. Type-checks such a conformance against the debug build's modules
# (run `swift build` first) and expects the compiler's refusal.
set -euo pipefail
cd "$(dirname "$0")/.."

modules="$(swift build --show-bin-path)/Modules"
snippet="$(mktemp -d)/MainActorReactor.swift"
cat > "$snippet" <<'SWIFT'
import ReactorCore
import Streams

final class MainActorCounter {
  enum Action { case increase }
  struct State { var count = 0 }
  let initialState = State()
}

extension MainActorCounter: @MainActor Reactor {
  func reduce(state: State, mutation: Action) -> State { State(count: state.count + 1) }
}
SWIFT

if output="$(swiftc -typecheck -swift-version 6 -I "$modules" "$snippet" 2>&1)"; then
  echo "error: a @MainActor conformance to Reactor compiled; it must be rejected" >&2
  exit 1
fi
if ! grep -q "main actor-isolated conformance" <<<"$output"; then
  echo "error: the @MainActor conformance failed for another reason:" >&2
  echo "$output" >&2
  exit 1
fi
echo "a @MainActor conformance to Reactor is rejected at compile time, as documented"
