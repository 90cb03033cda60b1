#!/usr/bin/env bash
# Builds the DocC archive of HeadlessReactor with the toolchain alone and
# fails on any DocC warning (a broken link in the catalog's articles or in a
# doc comment of the public API, an undocumented parameter, …).
#
# 1. `swift package dump-symbol-graph` builds the package as `swift build`
#    does (same debug configuration and flags, so an up-to-date build is
#    reused as is and nothing is rebuilt afterwards) and extracts every
#    module's public symbol graph from the built modules.
# 2. The graphs of the library modules are copied to one directory: the
#    umbrella's own graph is empty (`@_exported import` does not copy the
#    re-exported symbols into it), so every layer's graph is passed, and
#    the catalog links to symbols with their module (``Streams/Observable``).
# 3. `docc convert` builds one archive whose root is the catalog's
#    HeadlessReactor page, with a page per module beside it.
#
# Output: .build/HeadlessReactor.doccarchive (`docc preview` can serve it).
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(Streams Sections ReactorCore ReactorTestSource ReactorTesting HeadlessUI ReactorObservation HeadlessReactor)
graphs=.build/docs-symbol-graphs
archive=.build/HeadlessReactor.doccarchive

dump_log="$(mktemp)"
trap 'rm -f "$dump_log"' EXIT
if ! swift package dump-symbol-graph >"$dump_log" 2>&1; then
  cat "$dump_log" >&2
  echo "error: swift package dump-symbol-graph failed" >&2
  exit 1
fi
extracted="$(sed -n 's/^Files written to //p' "$dump_log" | tail -n 1)"
if [[ -z "$extracted" || ! -d "$extracted" ]]; then
  cat "$dump_log" >&2
  echo "error: no symbol graph directory in the output of dump-symbol-graph" >&2
  exit 1
fi

rm -rf "$graphs"
mkdir -p "$graphs"
for module in "${modules[@]}"; do
  # The module's own symbols, and its extensions of other modules' types
  # (Module@Other.symbols.json).
  cp "$extracted/$module.symbols.json" "$graphs/"
  find "$extracted" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$graphs/" \;
done

rm -rf "$archive"
docc convert Sources/HeadlessReactor/HeadlessReactor.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name HeadlessReactor \
  --fallback-bundle-identifier org.headlessreactor \
  --output-path "$archive" \
  --warnings-as-errors
echo "documentation: $archive"
