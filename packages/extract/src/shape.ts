/**
 * What the caller says a code looks like, given with a wait (`shape`): a length (`6`), a kind (`digits`,
 * `alnum`), both (`digits:6`), or a pattern of `A` (a letter), `9` (a digit) and `X` (either), with `-`,
 * space and `.` as written separators (`AAA-999`). Matching is a linear walk over the characters: nothing
 * the caller writes becomes a regular expression.
 */
export interface CodeShape {
  /** Letters and digits in the code, separators not counted. */
  length?: number;
  kind?: 'digits' | 'alnum';
  /** The pattern's signs, separators dropped: A, 9 or X. */
  pattern?: string;
}

export const MAX_SHAPE_CHARS = 32;
const SEPARATORS = new Set(['-', ' ', '.']);
const MIN_CODE = 4;
const MAX_CODE = 12;

export type ParsedShape = { shape: CodeShape } | { error: string };

const LENGTH_RULE = `a length from ${MIN_CODE} to ${MAX_CODE}`;

function parseLength(s: string): number | undefined {
  if (!/^\d{1,2}$/.test(s)) return undefined;
  const n = Number(s);
  return n >= MIN_CODE && n <= MAX_CODE ? n : undefined;
}

/** The shape a hint describes, or why it describes none (a sentence for the error message). */
export function parseCodeShape(hint: string): ParsedShape {
  const s = hint.trim();
  if (s === '' || s.length > MAX_SHAPE_CHARS) return { error: `must be 1 to ${MAX_SHAPE_CHARS} characters` };
  const lower = s.toLowerCase();
  const [kindPart, lengthPart, ...more] = lower.split(':');
  if (kindPart === 'digits' || kindPart === 'alnum') {
    if (more.length) return { error: 'takes one length after the kind, as in digits:6' };
    if (lengthPart === undefined) return { shape: { kind: kindPart } };
    const length = parseLength(lengthPart);
    return length === undefined
      ? { error: `must give ${LENGTH_RULE} after the kind, as in digits:6` }
      : { shape: { kind: kindPart, length } };
  }
  if (/^\d{1,2}$/.test(s)) {
    const length = parseLength(s);
    return length === undefined ? { error: `must be ${LENGTH_RULE}` } : { shape: { length } };
  }
  let pattern = '';
  for (const ch of s.toUpperCase()) {
    if (SEPARATORS.has(ch)) continue;
    if (ch !== 'A' && ch !== '9' && ch !== 'X') {
      return {
        error: 'must be a length (6), a kind (digits, alnum, digits:6) or a pattern of A (letter), 9 (digit) and X (either), as in AAA-999',
      };
    }
    pattern += ch;
  }
  if (pattern.length < MIN_CODE || pattern.length > MAX_CODE)
    return { error: `must have ${MIN_CODE} to ${MAX_CODE} letters or digits in its pattern` };
  return { shape: { pattern } };
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** Whether a code as the user would type it (separators allowed) has the shape. */
export function fitsShape(code: string, shape: CodeShape): boolean {
  let n = 0;
  let letters = 0;
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    if (SEPARATORS.has(code[i]!)) continue;
    const digit = isDigit(c);
    const letter = isLetter(c);
    if (!digit && !letter) return false;
    if (letter) letters++;
    if (shape.pattern !== undefined) {
      const sign = shape.pattern[n];
      if (sign === undefined || (sign === 'A' && !letter) || (sign === '9' && !digit)) return false;
    }
    n++;
  }
  if (shape.pattern !== undefined && n !== shape.pattern.length) return false;
  if (shape.length !== undefined && n !== shape.length) return false;
  if (shape.kind === 'digits' && letters > 0) return false;
  if (shape.kind === 'alnum' && letters === 0) return false;
  return true;
}
