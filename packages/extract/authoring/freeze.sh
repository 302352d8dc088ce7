#!/usr/bin/env bash
# Freezes an author's set before any extractor runs on it: packages/extract/authoring/freeze.sh N [authors-dir]
# Copies <authors-dir>/heldoutN into the corpus, pins its digest in heldout-frozen.test.ts and commits that alone.
set -euo pipefail
n=$1
from=${2:-/work/authors}/heldout$n
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
to=$root/packages/extract/corpus/heldout$n
test=$root/packages/extract/src/heldout-frozen.test.ts
[ -e "$to" ] && { echo "heldout$n is already in the corpus" >&2; exit 1; }
node "$(dirname "$0")/check.mjs" "$from"
mkdir -p "$to" && cp "$from"/*.eml "$from"/expected.json "$to"/
pin=$(node -e '
const { createHash } = require("node:crypto"); const { readdirSync, readFileSync } = require("node:fs");
const dir = process.argv[1]; const files = readdirSync(dir).sort(); const hash = createHash("sha256");
for (const f of files) hash.update(`${f}\0${createHash("sha256").update(readFileSync(dir + "/" + f)).digest("hex")}\n`);
console.log(`  { set: '\''heldout'"$n"''\'', files: ${files.length}, digest: '\''${hash.digest("hex")}'\'' },`);' "$to")
awk -v pin="$pin" 'done == 0 && /^\];$/ && seen { print pin; done = 1 } /^const FROZEN = \[/ { seen = 1 } { print }' "$test" > "$test.new"
mv "$test.new" "$test"
git -C "$root" add "$to" "$test"
git -C "$root" commit -q -m "Freeze heldout$n: 60 mails by an outside author who had not read the rules, frozen before any extractor ran on it"
git -C "$root" log --oneline -1
