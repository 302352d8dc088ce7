import type { Candidate } from './candidates.js';
import type { SegmentView } from './codes.js';

// Version 62: a value the mail shows as an example of what a code looks like (a newsletter's picture of a text message), in
// any part of the mail: a caption beside its line ("Example text message", "Example only", "Example screen") or words right
// before it ("something like 123 456", "e.g. 123456"). The same value elsewhere in the mail is the same example.

const CAPTION =
  /^\s*(?:(?:an?\s+)?(?:example|sample|illustration)(?:\s+(?:only|screen|text|message|text\s+message|sms|code|notification|e-?mail))?|for\s+illustration(?:\s+only)?|(?:ejemplo|beispiel|exemple|esempio|voorbeeld|przykład|пример|exemplo)(?:\s+\p{L}+)?|例|示例|예시|サンプル|画面例)\s*[.:)]?\s*$/iu;
const INLINE =
  /(?<![\p{L}])(?:something\s+like|such\s+as|e\.\s?g\.,?|for\s+(?:example|instance),?|z\.\s?b\.|por\s+ejemplo|par\s+exemple)\s*$/iu;
/** Lines above or below a value that a caption may stand on. */
const REACH = 2;
const MAX_LINES_READ = 200;

function shownAsExample(view: SegmentView, i: number, c: Candidate): boolean {
  if (INLINE.test(view.text(i).slice(Math.max(0, c.start - 24), c.start))) return true;
  for (let j = Math.max(0, i - REACH); j <= i + REACH && j < view.length; j++) if (j !== i && CAPTION.test(view.text(j))) return true;
  return false;
}

/** Every value the mail's parts show as an example. */
export function exampleValues(parts: readonly SegmentView[]): ReadonlySet<string> {
  const values = new Set<string>();
  for (const view of parts)
    for (let i = 0; i < Math.min(view.length, MAX_LINES_READ); i++)
      for (const c of view.candidates(i)) if (shownAsExample(view, i, c)) values.add(c.value);
  return values;
}
