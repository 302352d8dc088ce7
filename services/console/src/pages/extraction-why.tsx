/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MessageRow } from '@throwbox/db';
import { explainExtraction, type Evidence, type LinkEvidence } from '@throwbox/extract';

// Candidates shown: the chosen one and the few that came nearest; the API lists them all.
const SHOWN = 5;

const pct = (x: number) => `${Math.round(x * 100)} %`;

function EvidenceList(props: { evidence: readonly (Evidence | LinkEvidence)[] }) {
  return (
    <ul class="evidence">
      {props.evidence.map((e) => (
        <li class={e.weight < 0 ? 'against' : 'for'}>
          <code>
            {e.weight > 0 ? '+' : ''}
            {e.weight}
          </code>{' '}
          {e.note}
        </li>
      ))}
    </ul>
  );
}

/**
 * "Why this code?": the message explained by the current extractor (what GET /messages/{id}/extraction
 * returns), so a tester sees what counted for the code shown, or why nothing reached the threshold.
 */
export function ExtractionWhy(props: { message: MessageRow }) {
  const m = props.message;
  const why = explainExtraction({ subject: m.subject, text: m.text, html: m.html });
  const codes = why.codeCandidates.slice(0, SHOWN);
  const links = why.linkCandidates.slice(0, SHOWN);
  return (
    <section id="why" aria-labelledby="why-title">
      <details>
        <summary>
          <h2 id="why-title">Why this code?</h2>
        </summary>
        <p>
          {why.code === null
            ? `No code: the best candidate reached ${pct(why.confidence)} confidence, under the 50 % needed.`
            : `Code ${why.code} with ${pct(why.confidence)} confidence.`}{' '}
          {why.verificationLink === null ? 'No verification link.' : `Verification link: ${why.verificationLink}`}
        </p>
        {codes.length > 0 && (
          <div class="table">
            <table aria-label="Code candidates">
              <thead>
                <tr>
                  <th scope="col">Candidate</th>
                  <th scope="col">Score</th>
                  <th scope="col">Where</th>
                  <th scope="col">Evidence</th>
                </tr>
              </thead>
              <tbody>
                {codes.map((c) => (
                  <tr class={c.value === why.code ? 'chosen' : undefined}>
                    <td>
                      <code>{c.value}</code>
                    </td>
                    <td>{c.score}</td>
                    <td>
                      {c.source}: {c.context}
                    </td>
                    <td>
                      <EvidenceList evidence={c.evidence} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {links.length > 0 && (
          <div class="table">
            <table aria-label="Link candidates">
              <thead>
                <tr>
                  <th scope="col">Link</th>
                  <th scope="col">Score</th>
                  <th scope="col">Evidence</th>
                </tr>
              </thead>
              <tbody>
                {links.map((l) => (
                  <tr class={l.url === why.verificationLink ? 'chosen' : undefined}>
                    <td class="url">
                      <code>{l.url}</code> {l.text && `(${l.text})`}
                    </td>
                    <td>{l.score}</td>
                    <td>
                      <EvidenceList evidence={l.evidence} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </section>
  );
}
