/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Copyable } from './layout.js';

/** The extracted code and verification link, up front with copy buttons. */
export function Findings({
  id,
  code,
  link,
  status,
}: {
  id: string;
  code: string | null;
  link: string | null;
  status: 'pending' | 'done' | 'failed';
}) {
  if (status === 'pending') return <p class="findings pending">Reading the code and link…</p>;
  if (status === 'failed') return <p class="findings">Extraction failed for this message; the mail itself is intact.</p>;
  // One quiet line when the mail holds neither, not a "none found" per field on every card.
  if (!code && !link) return <p class="findings none">No code or link found.</p>;
  return (
    <dl class="findings">
      {code && (
        <div>
          <dt>Code</dt>
          <dd>
            <Copyable id={`code-${id}`} value={code} label="Copy the code" />
          </dd>
        </div>
      )}
      {link && (
        <div>
          <dt>Verification link</dt>
          <dd>
            <Copyable id={`link-${id}`} value={link} label="Copy the verification link" />
          </dd>
        </div>
      )}
    </dl>
  );
}
