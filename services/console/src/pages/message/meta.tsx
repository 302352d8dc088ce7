/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Findings } from '../findings.js';
import { When } from '../time.js';
import { byteSize, type MessageView } from './view.js';

export function MessageMeta({ view: { message: m, headers, size } }: { view: MessageView }) {
  const to = headers.find((h) => h.name.toLowerCase() === 'to')?.value;
  return (
    <>
      <dl class="message-meta">
        <div>
          <dt>From</dt>
          <dd>
            <bdi>{m.from}</bdi>
          </dd>
        </div>
        {to && (
          <div>
            <dt>To</dt>
            <dd>
              <bdi>{to}</bdi>
            </dd>
          </div>
        )}
        <div>
          <dt>Received</dt>
          <dd>
            <When at={m.receivedAt} />
          </dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd>{byteSize(size)}</dd>
        </div>
      </dl>
      {m.subject.length > 100 && (
        <details class="full-subject">
          <summary>The whole subject ({m.subject.length} characters)</summary>
          <p dir="auto">{m.subject}</p>
        </details>
      )}
      <Findings id={m.id} code={m.code} link={m.verificationLink} status={m.extractStatus} />
    </>
  );
}
