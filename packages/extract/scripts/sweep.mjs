// A robustness sweep over the development mail: puts one sentence into every dev mail and counts the answers it changes.
//   node --import tsx --conditions=@throwbox/source packages/extract/scripts/sweep.mjs [--top] [--show N] "SENTENCE"
// The sentence goes at the end of the text part and, as a paragraph, before </body> of the HTML part (--top: first, as
// the text's first line and the HTML body's first paragraph). A sentence that holds no code the reader should type must
// change nothing: it prints how many mails without a code now give one (false codes), how many mails with a code now give
// another, and how many links changed, and the first N such mails (--show, default 5). SRC=<dir> as in score-sets.mjs.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'corpus', 'dev');
const { extract } = await import(process.env.SRC ? pathToFileURL(resolve(process.env.SRC, 'index.ts')).href : '@throwbox/extract');
const { readCorpusMail } = await import('../src/corpus-mail.ts');

const args = process.argv.slice(2);
const top = args.includes('--top');
const showAt = args.indexOf('--show');
const show = showAt >= 0 ? Number(args[showAt + 1]) : 5;
const sentence = args.filter((a, i) => !a.startsWith('--') && !(showAt >= 0 && i === showAt + 1)).join(' ');
if (!sentence) throw new Error('usage: sweep.mjs [--top] [--show N] "SENTENCE"');

const escaped = sentence.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const withSentence = ({ subject, text, html }) => ({
  subject,
  text: text && (top ? `${sentence}\n\n${text}` : `${text}\n\n${sentence}\n`),
  html:
    html &&
    (top
      ? html.replace(/<body[^>]*>/i, (b) => `${b}<p>${escaped}</p>`)
      : /<\/body>/i.test(html)
        ? html.replace(/<\/body>/i, `<p>${escaped}</p></body>`)
        : `${html}<p>${escaped}</p>`),
});

const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'));
const counts = { noCode: 0, falseCodes: 0, withCode: 0, codeChanged: 0, linkChanged: 0 };
const shown = [];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.eml'))
  .sort()) {
  const mail = await readCorpusMail(readFileSync(join(dir, file)));
  const before = extract(mail);
  const after = extract(withSentence(mail));
  const want = expected[file];
  if (want.code === null) {
    counts.noCode++;
    if (after.code !== null) counts.falseCodes++;
  } else {
    counts.withCode++;
    if (after.code !== before.code) counts.codeChanged++;
  }
  if (after.verificationLink !== before.verificationLink) counts.linkChanged++;
  if ((after.code !== before.code || after.verificationLink !== before.verificationLink) && shown.length < show)
    shown.push(
      `  ${file}: ${JSON.stringify([before.code, before.verificationLink])} -> ${JSON.stringify([after.code, after.verificationLink])}`,
    );
}
console.log(shown.join('\n'));
console.log(
  `${counts.falseCodes}/${counts.noCode} mails without a code now give one; ${counts.codeChanged}/${counts.withCode} mails with a code give another; ${counts.linkChanged} links changed`,
);
