/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MessageSummaryRow } from '@throwbox/db';
import { When } from './time.js';

/** "+12 ms" after the end of DATA; what a slow step looks like to someone chasing a flaky test. */
const after = (from: Date, to: Date) => `+${Math.max(0, to.getTime() - from.getTime())} ms`;

/** The message's way through Throwbox, as the API's `timings` give it: end of DATA, the commit, extraction. */
export function MessageTimings({ message: m }: { message: Pick<MessageSummaryRow, 'receivedAt' | 'dataEndedAt' | 'extractedAt'> }) {
  // Mail stored before ingest recorded the end of DATA: its storage time is the nearest known.
  const start = m.dataEndedAt ?? m.receivedAt;
  return (
    <section id="timings" aria-labelledby="timings-title">
      <h2 id="timings-title">Timings</h2>
      <dl class="message-meta">
        <div>
          <dt>End of DATA</dt>
          <dd>
            <When at={start} />
          </dd>
        </div>
        <div>
          <dt>Stored</dt>
          <dd data-timing="stored">{after(start, m.receivedAt)}</dd>
        </div>
        <div>
          <dt>Extracted</dt>
          <dd data-timing="extracted">{m.extractedAt ? after(start, m.extractedAt) : 'not yet'}</dd>
        </div>
      </dl>
    </section>
  );
}
