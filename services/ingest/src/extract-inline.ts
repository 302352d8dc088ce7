import type { Extracted } from '@throwbox/db';
import { extractForStorage } from '@throwbox/extract';
import type { IngestDeps } from './deps.js';
import type { ParsedMessage } from './parse.js';

/**
 * The code and links of small mail, found here and stored with the message in the same statement: a
 * code-extractor job per message (BullMQ, a read of the message, an update of it, a second wake-up) costs
 * far more than the extraction itself, microseconds for a 2 KB message. Larger mail (over
 * INLINE_EXTRACT_MAX_CHARS; extraction costs up to ~0.1 ms a KB on hostile input, which would hold up
 * every SMTP session of this process) still goes to the code-extractor, as does mail whose extraction
 * throws (it retries, then marks it failed).
 */
export function extractInline(deps: IngestDeps, parsed: ParsedMessage): Extracted | undefined {
  const size = parsed.subject.length + parsed.text.length + parsed.html.length;
  if (size > deps.config.INLINE_EXTRACT_MAX_CHARS) return undefined;
  try {
    const found = extractForStorage({ subject: parsed.subject, text: parsed.text, html: parsed.html });
    deps.metrics.extractions.inc({ result: found.code || found.verificationLink ? 'found' : 'nothing' });
    return found;
  } catch (err) {
    deps.metrics.extractions.inc({ result: 'failed' });
    deps.logger.warn({ err }, 'extraction in ingest failed; left to the code-extractor');
    return undefined;
  }
}
