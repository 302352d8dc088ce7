import { listStaleExtractions, saveReextractions } from '@throwbox/db';
import { EXTRACTOR_VERSION, extractForStorage } from '@throwbox/extract';
import type { ApiDeps } from './deps.js';

// The newest stale messages of an inbox, re-read per request: enough for what a test reads back (older
// ones are brought up to date by later requests), bounded so that one request never re-reads a flood.
const STALE_BATCH = 50;

/**
 * Brings an inbox's messages extracted by an older extractor up to the current one before the api
 * answers from their stored code: otherwise /code (stored) and /code?shape= (extracted on read) could
 * disagree about mail received before an upgrade. After the first read of each inbox this is one
 * indexed query that finds nothing.
 */
export async function refreshStaleExtractions(deps: ApiDeps, inboxId: number): Promise<void> {
  const stale = await listStaleExtractions(deps.pool, inboxId, EXTRACTOR_VERSION, STALE_BATCH);
  if (stale.length === 0) return;
  await saveReextractions(
    deps.pool,
    stale.map((m) => ({ id: m.id, ...extractForStorage({ subject: m.subject, text: m.text, html: m.html }) })),
  );
}
