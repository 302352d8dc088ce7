#!/usr/bin/env bash
# Freezes an author's set before any extractor runs on it: packages/extract/authoring/freeze.sh N [authors-dir]
# Copies <authors-dir>/heldoutN into the corpus, pins its digest in src/heldout-frozen.json and commits that alone.
set -euo pipefail
n=$1
from=${2:-/work/authors}/heldout$n
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
to=$root/packages/extract/corpus/heldout$n
[ -e "$to" ] && { echo "heldout$n is already in the corpus" >&2; exit 1; }
node "$(dirname "$0")/check.mjs" "$from"
mkdir -p "$to" && cp "$from"/*.eml "$from"/expected.json "$to"/
pins=$root/packages/extract/src/heldout-frozen.json
node -e '
const { createHash } = require("node:crypto"); const { readdirSync, readFileSync, writeFileSync } = require("node:fs");
const [dir, set, pins] = process.argv.slice(1); const files = readdirSync(dir).sort(); const hash = createHash("sha256");
for (const f of files) hash.update(`${f}\0${createHash("sha256").update(readFileSync(dir + "/" + f)).digest("hex")}\n`);
const all = [...JSON.parse(readFileSync(pins, "utf8")), { set, files: files.length, digest: hash.digest("hex") }];
writeFileSync(pins, `[\n${all.map((p) => `  ${JSON.stringify(p).replace(/,"/g, ", \"").replace(/":/g, "\": ")}`).join(",\n")}\n]\n`);' "$to" "heldout$n" "$pins"
git -C "$root" add "$to" "$pins"
git -C "$root" commit -q -m "Freeze heldout$n: 60 mails by an outside author who had not read the rules, frozen before any extractor ran on it"
git -C "$root" log --oneline -1
