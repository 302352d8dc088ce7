/** At most this much of a message's header block is read, and this many fields shown. */
const MAX_HEADER_BYTES = 256 * 1024;
const MAX_FIELDS = 500;

export interface HeaderField {
  name: string;
  value: string;
}

/**
 * The header fields of a raw message as they were sent (unfolded, not decoded: what a developer compares
 * with their own mailer's output), in order.
 */
export function headerFields(raw: Buffer): HeaderField[] {
  const head = raw.subarray(0, MAX_HEADER_BYTES).toString('utf8');
  const end = head.search(/\r?\n\r?\n/);
  const block = end === -1 ? head : head.slice(0, end);
  const fields: HeaderField[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && fields.length > 0) {
      fields[fields.length - 1]!.value += ` ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    if (fields.length === MAX_FIELDS) break;
    fields.push({ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  return fields;
}
