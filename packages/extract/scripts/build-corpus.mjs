// Writes corpus/dev/, corpus/heldout/, corpus/heldout2/, corpus/heldout3/ and corpus/heldout4/ (each *.eml plus expected.json)
// from the mail specs in scripts/corpus/. The expectations are written by hand next to each mail (what a person reading the
// mail would type), never derived from extract()'s output.
//
// The held-out sets are frozen (src/heldout-frozen.test.ts hashes them): rules are developed against
// corpus/dev only, and held-out mail is never edited to suit them. Mails are built in one fixed order so
// that every file comes out byte-identical on a rebuild.
//
//   node packages/extract/scripts/build-corpus.mjs
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEml } from './mime.mjs';
import codesEn from './corpus/codes-en.mjs';
import codesIntl from './corpus/codes-intl.mjs';
import dev202511 from './corpus/dev-2025-11.mjs';
import dev202611 from './corpus/dev-2026-11.mjs';
import dev202611b from './corpus/dev-2026-11b.mjs';
import dev202611c from './corpus/dev-2026-11c.mjs';
import dev202611d from './corpus/dev-2026-11d.mjs';
import dev202611e from './corpus/dev-2026-11e.mjs';
import dev202611f from './corpus/dev-2026-11f.mjs';
import dev202611g from './corpus/dev-2026-11g.mjs';
import dev202611h from './corpus/dev-2026-11h.mjs';
import dev202611i from './corpus/dev-2026-11i.mjs';
import dev202611j from './corpus/dev-2026-11j.mjs';
import dev202611k from './corpus/dev-2026-11k.mjs';
import dev202611l from './corpus/dev-2026-11l.mjs';
import dev202611m from './corpus/dev-2026-11m.mjs';
import dev202611n from './corpus/dev-2026-11n.mjs';
import dev202611o from './corpus/dev-2026-11o.mjs';
import dev202611p from './corpus/dev-2026-11p.mjs';
import dev202611q from './corpus/dev-2026-11q.mjs';
import dev202611r from './corpus/dev-2026-11r.mjs';
import dev202611s from './corpus/dev-2026-11s.mjs';
import dev202611t from './corpus/dev-2026-11t.mjs';
import dev202611u from './corpus/dev-2026-11u.mjs';
import dev202611v from './corpus/dev-2026-11v.mjs';
import dev202611w from './corpus/dev-2026-11w.mjs';
import dev202611x from './corpus/dev-2026-11x.mjs';
import dev202611y from './corpus/dev-2026-11y.mjs';
import dev202611z from './corpus/dev-2026-11z.mjs';
import dev202611z2 from './corpus/dev-2026-11z2.mjs';
import dev202611z3 from './corpus/dev-2026-11z3.mjs';
import dev202611z4 from './corpus/dev-2026-11z4.mjs';
import dev202611z5 from './corpus/dev-2026-11z5.mjs';
import dev202611z6 from './corpus/dev-2026-11z6.mjs';
import dev202611z7 from './corpus/dev-2026-11z7.mjs';
import dev202611z8 from './corpus/dev-2026-11z8.mjs';
import dev202611z9 from './corpus/dev-2026-11z9.mjs';
import dev202611z10 from './corpus/dev-2026-11z10.mjs';
import dev202611z11 from './corpus/dev-2026-11z11.mjs';
import dev202611z12 from './corpus/dev-2026-11z12.mjs';
import dev202611z13 from './corpus/dev-2026-11z13.mjs';
import dev202611z14 from './corpus/dev-2026-11z14.mjs';
import dev202611z15 from './corpus/dev-2026-11z15.mjs';
import dev202611z16 from './corpus/dev-2026-11z16.mjs';
import dev202611z17 from './corpus/dev-2026-11z17.mjs';
import dev202611z18 from './corpus/dev-2026-11z18.mjs';
import dev202611z19 from './corpus/dev-2026-11z19.mjs';
import dev202611z20 from './corpus/dev-2026-11z20.mjs';
import dev202611z21 from './corpus/dev-2026-11z21.mjs';
import dev202611z22 from './corpus/dev-2026-11z22.mjs';
import dev202611z23 from './corpus/dev-2026-11z23.mjs';
import dev202611z24 from './corpus/dev-2026-11z24.mjs';
import dev202611z25 from './corpus/dev-2026-11z25.mjs';
import dev202611z26 from './corpus/dev-2026-11z26.mjs';
import dev202611z27 from './corpus/dev-2026-11z27.mjs';
import dev202611z28 from './corpus/dev-2026-11z28.mjs';
import dev202611z29 from './corpus/dev-2026-11z29.mjs';
import dev202611z30 from './corpus/dev-2026-11z30.mjs';
import families from './corpus/families.mjs';
import holdout from './corpus/holdout.mjs';
import heldout202511 from './corpus/heldout-2025-11.mjs';
import heldout2202611 from './corpus/heldout2-2026-11.mjs';
import heldout3a from './corpus/heldout3-2026-11-a.mjs';
import heldout3b from './corpus/heldout3-2026-11-b.mjs';
import heldout3c from './corpus/heldout3-2026-11-c.mjs';
import heldout3d from './corpus/heldout3-2026-11-d.mjs';
import heldout3e from './corpus/heldout3-2026-11-e.mjs';
import heldout4a from './corpus/heldout4-2026-11-a.mjs';
import heldout4b from './corpus/heldout4-2026-11-b.mjs';
import heldout4c from './corpus/heldout4-2026-11-c.mjs';
import heldout4d from './corpus/heldout4-2026-11-d.mjs';
import links from './corpus/links.mjs';
import mixed from './corpus/mixed.mjs';
import noCode from './corpus/no-code.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'corpus');
const tag = (set, family, mails) => mails.map((m) => ({ ...m, set, family: m.family ?? family }));
// holdout.mjs was written after the first extractor to test it on unseen mail: it stays held out.
const mails = [
  ...tag('dev', 'codes-en', codesEn),
  ...tag('dev', 'codes-intl', codesIntl),
  ...tag('dev', 'links', links),
  ...tag('dev', 'no-code', noCode),
  ...tag('dev', 'mixed', mixed),
  ...tag('heldout', 'heldout-2025-03', holdout),
  ...tag('dev', undefined, families),
  ...tag('heldout', undefined, heldout202511),
  ...tag('dev', undefined, dev202511),
  // Appended last: every file above keeps its bytes (Message-IDs and MIME boundaries count mails in order).
  ...tag('heldout2', undefined, heldout2202611),
  ...tag('dev', undefined, dev202611),
  // heldout3 (h3-*), written on 2026-11-26 by an author who had not read the rules.
  ...tag('heldout3', undefined, [...heldout3a, ...heldout3b, ...heldout3c, ...heldout3d, ...heldout3e]),
  ...tag('dev', undefined, dev202611b),
  // heldout4 (h4-*), written on 2026-11-26 by another author who had not read the rules.
  ...tag('heldout4', undefined, [...heldout4a, ...heldout4b, ...heldout4c, ...heldout4d]),
  ...tag('dev', undefined, dev202611c),
  ...tag('dev', undefined, dev202611d),
  ...tag('dev', undefined, dev202611e),
  ...tag('dev', undefined, dev202611f),
  ...tag('dev', undefined, dev202611g),
  ...tag('dev', undefined, dev202611h),
  ...tag('dev', undefined, dev202611i),
  ...tag('dev', undefined, dev202611j),
  ...tag('dev', undefined, dev202611k),
  ...tag('dev', undefined, dev202611l),
  ...tag('dev', undefined, dev202611m),
  ...tag('dev', undefined, dev202611n),
  ...tag('dev', undefined, dev202611o),
  ...tag('dev', undefined, dev202611p),
  ...tag('dev', undefined, dev202611q),
  ...tag('dev', undefined, dev202611r),
  ...tag('dev', undefined, dev202611s),
  ...tag('dev', undefined, dev202611t),
  ...tag('dev', undefined, dev202611u),
  ...tag('dev', undefined, dev202611v),
  ...tag('dev', undefined, dev202611w),
  ...tag('dev', undefined, dev202611x),
  ...tag('dev', undefined, dev202611y),
  ...tag('dev', undefined, dev202611z),
  ...tag('dev', undefined, dev202611z2),
  ...tag('dev', undefined, dev202611z3),
  ...tag('dev', undefined, dev202611z4),
  ...tag('dev', undefined, dev202611z5),
  ...tag('dev', undefined, dev202611z6),
  ...tag('dev', undefined, dev202611z7),
  ...tag('dev', undefined, dev202611z8),
  ...tag('dev', undefined, dev202611z9),
  ...tag('dev', undefined, dev202611z10),
  ...tag('dev', undefined, dev202611z11),
  ...tag('dev', undefined, dev202611z12),
  ...tag('dev', undefined, dev202611z13),
  ...tag('dev', undefined, dev202611z14),
  ...tag('dev', undefined, dev202611z15),
  ...tag('dev', undefined, dev202611z16),
  ...tag('dev', undefined, dev202611z17),
  ...tag('dev', undefined, dev202611z18),
  ...tag('dev', undefined, dev202611z19),
  ...tag('dev', undefined, dev202611z20),
  ...tag('dev', undefined, dev202611z21),
  ...tag('dev', undefined, dev202611z22),
  ...tag('dev', undefined, dev202611z23),
  ...tag('dev', undefined, dev202611z24),
  ...tag('dev', undefined, dev202611z25),
  ...tag('dev', undefined, dev202611z26),
  ...tag('dev', undefined, dev202611z27),
  ...tag('dev', undefined, dev202611z28),
  ...tag('dev', undefined, dev202611z29),
  ...tag('dev', undefined, dev202611z30),
];

const expected = { dev: {}, heldout: {}, heldout2: {}, heldout3: {}, heldout4: {} };
for (const set of Object.keys(expected)) {
  mkdirSync(join(root, set), { recursive: true });
  for (const f of readdirSync(join(root, set))) if (f.endsWith('.eml')) unlinkSync(join(root, set, f));
}
let n = 0;
for (const m of mails) {
  if (Object.values(expected).some((bySet) => bySet[m.file])) throw new Error(`duplicate corpus file ${m.file}`);
  n++;
  const messageId = `${m.file.replace(/\.eml$/, '')}.${n.toString(36)}@${m.from.replace(/.*@([^>]+)>?$/, '$1')}`;
  writeFileSync(join(root, m.set, m.file), buildEml({ ...m, messageId }));
  expected[m.set][m.file] = { code: m.expect.code, verificationLink: m.expect.verificationLink, family: m.family };
}
for (const [set, bySet] of Object.entries(expected)) {
  const sorted = Object.fromEntries(Object.entries(bySet).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(join(root, set, 'expected.json'), `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`wrote ${Object.keys(sorted).length} mails to ${join(root, set)}`);
}
