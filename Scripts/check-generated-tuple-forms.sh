#!/usr/bin/env bash
# The tuple forms of combineLatest and zip (Sources/Streams/Generated) are
# what Scripts/generate-tuple-forms.py writes: regenerate them into a copy of
# the folder and compare.
set -euo pipefail
cd "$(dirname "$0")/.."
generated=Sources/Streams/Generated
saved="$(mktemp -d)"
trap 'rm -rf "$saved"' EXIT
cp -R "$generated/." "$saved/"
python3 Scripts/generate-tuple-forms.py
if ! diff -r "$saved" "$generated" >/dev/null; then
  diff -r "$saved" "$generated" || true
  cp -R "$saved/." "$generated/"
  echo "error: $generated is not what Scripts/generate-tuple-forms.py writes; run it" >&2
  exit 1
fi
echo "generated tuple forms are up to date"
