// Tokens of a segment: what candidates are made of.

export interface Token {
  start: number;
  end: number;
  text: string;
  /** Digits only. */
  digits: boolean;
  /** Holds a digit: a token without one is never a candidate. */
  hasDigit: boolean;
}

/** Maximal runs of ASCII letters and digits (after NFKC, full-width digits are ASCII too). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let start = -1;
  let allDigits = true;
  let anyDigit = false;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : -1;
    const digit = code >= 48 && code <= 57;
    if (digit || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)) {
      if (start === -1) {
        start = i;
        allDigits = true;
        anyDigit = false;
      }
      if (digit) anyDigit = true;
      else allDigits = false;
    } else if (start !== -1) {
      tokens.push({ start, end: i, text: text.slice(start, i), digits: allDigits, hasDigit: anyDigit });
      start = -1;
    }
  }
  return tokens;
}
