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
  return (
    <dl class="findings">
      <div>
        <dt>Code</dt>
        <dd>{code ? <Copyable id={`code-${id}`} value={code} label="Copy the code" /> : <span class="none">none found</span>}</dd>
      </div>
      <div>
        <dt>Verification link</dt>
        <dd>
          {link ? <Copyable id={`link-${id}`} value={link} label="Copy the verification link" /> : <span class="none">none found</span>}
        </dd>
      </div>
    </dl>
  );
}
