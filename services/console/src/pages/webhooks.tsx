/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { DeliveryAttempt, WebhookRow } from '@throwbox/db';
import type { WebhookTestResult } from '@throwbox/queue';
import { Copyable, CsrfField, Layout, Notice, type PageContext } from './layout.js';
import { DeliveriesTable, ReplayFailedSince } from './webhook-deliveries.js';
import { counted, outcome } from './words.js';

function State({ w }: { w: WebhookRow }) {
  if (w.disabled) return <strong class="bad">disabled</strong>;
  return <span>{w.failCount > 0 ? `active, ${counted(w.failCount, 'failure')} in a row` : 'active'}</span>;
}

function SecretOnce({ secret }: { secret: string }) {
  return (
    <article class="secret" aria-labelledby="secret-title">
      <h2 id="secret-title">Signing secret</h2>
      <p>Copy it now: it is shown only this once. Verify each delivery's Throwbox-Signature with it.</p>
      <Copyable id="webhook-secret" value={secret} label="Copy the signing secret" />
    </article>
  );
}

/** The new endpoint's secret, and a warning when its URL was already registered: it would get every event twice. */
function Registered({ created, webhooks }: { created: { id: number; secret: string }; webhooks: WebhookRow[] }) {
  const webhook = webhooks.find((w) => w.id === created.id);
  const twins = webhook ? webhooks.filter((w) => w.id !== webhook.id && w.url === webhook.url && !w.disabled) : [];
  return (
    <>
      {webhook && (
        <Notice kind="ok">
          Registered <code>{webhook.url}</code>.
        </Notice>
      )}
      {twins.length > 0 && (
        <Notice kind="warn">
          This URL was already registered ({twins.map((w) => `endpoint ${w.id}`).join(', ')}): it will receive every event{' '}
          {twins.length + 1} times, once per registration. Delete the ones you do not need.
        </Notice>
      )}
      <SecretOnce secret={created.secret} />
    </>
  );
}

export function WebhooksPage(props: {
  ctx: PageContext;
  webhooks: WebhookRow[];
  /** The endpoint just registered and its secret, shown this once. */
  created?: { id: number; secret: string };
  error?: string;
  url?: string;
  notice?: string;
}) {
  const { ctx, webhooks, created, error, url = '', notice } = props;
  return (
    <Layout ctx={ctx} title="Webhooks" active="/webhooks">
      <p>
        Throwbox POSTs a signed <code>message.received</code> event to each endpoint when mail arrives in any of your inboxes.
      </p>
      {notice && <Notice kind="ok">{notice}</Notice>}
      {created && <Registered created={created} webhooks={webhooks} />}
      {webhooks.length === 0 ? (
        <p>No endpoints yet.</p>
      ) : (
        <div class="table" tabIndex={0} role="region" aria-label="Endpoints table">
          <table aria-label="Endpoints">
            <thead>
              <tr>
                <th scope="col">Endpoint</th>
                <th scope="col">Registered</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {webhooks.map((w) => (
                <tr>
                  <td>
                    <a href={`/webhooks/${w.id}`}>{w.url}</a>
                  </td>
                  <td>{w.createdAt.toISOString().slice(0, 10)}</td>
                  <td>
                    <State w={w} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section aria-labelledby="register-title">
        <h2 id="register-title">Register an endpoint</h2>
        {error && <Notice kind="error">{error}</Notice>}
        <form method="post" action="/webhooks">
          <CsrfField ctx={ctx} />
          <label>
            Endpoint URL (https)
            <input type="url" name="url" value={url} required maxLength={2048} placeholder="https://example.com/hooks/throwbox" />
          </label>
          <button type="submit">Register</button>
        </form>
      </section>
    </Layout>
  );
}

export function WebhookPage(props: {
  ctx: PageContext;
  webhook: WebhookRow;
  deliveries: DeliveryAttempt[];
  test?: WebhookTestResult;
  error?: string;
  created?: { id: number; secret: string };
  notice?: string;
}) {
  const { ctx, webhook: w, deliveries, test, error, created, notice } = props;
  const replay = { ctx, webhookId: w.id, disabled: w.disabled };
  return (
    <Layout ctx={ctx} title="Webhook endpoint" active="/webhooks">
      <p>
        <code class="url">{w.url}</code> · registered {w.createdAt.toISOString().slice(0, 10)} · <State w={w} />
      </p>
      {notice && <Notice kind="ok">{notice}</Notice>}
      {created && <SecretOnce secret={created.secret} />}
      {w.disabled && (
        <Notice kind="warn">
          This endpoint was disabled after 20 failed deliveries in a row, and receives nothing now. Fix it (it must answer a 2xx within 10
          seconds, without redirects), check it with Send test, then register it again: that gives it a new signing secret and it receives
          events again.
        </Notice>
      )}
      {error && <Notice kind="error">{error}</Notice>}
      {notice && <Notice kind="ok">{notice}</Notice>}
      {test && (
        <article aria-labelledby="test-title" class={test.delivered ? 'ok' : 'bad'}>
          <h2 id="test-title">Test event {test.delivered ? 'delivered' : 'not delivered'}</h2>
          <p role="status">
            {test.status ? `The endpoint answered ${outcome(test.status, test.error)}` : `No answer${test.error ? `: ${test.error}` : ''}`}{' '}
            in {Math.round(test.durationMs)} ms.
          </p>
        </article>
      )}
      <div class="actions">
        <form method="post" action={`/webhooks/${w.id}/test`} class="inline">
          <CsrfField ctx={ctx} />
          <button type="submit">Send test</button>
        </form>
        {w.disabled && (
          <form method="post" action={`/webhooks/${w.id}/reregister`} class="inline">
            <CsrfField ctx={ctx} />
            <button type="submit">Register again</button>
          </form>
        )}
        <form
          method="post"
          action={`/webhooks/${w.id}/delete`}
          class="inline"
          data-confirm="Delete this endpoint? Deliveries queued for it are dropped."
        >
          <CsrfField ctx={ctx} />
          <button type="submit" class="danger outline">
            Delete
          </button>
        </form>
      </div>
      <section aria-labelledby="deliveries-title">
        <h2 id="deliveries-title">Last {deliveries.length === 20 ? 20 : ''} deliveries</h2>
        {deliveries.length === 0 ? <p>No deliveries yet.</p> : <DeliveriesTable deliveries={deliveries} target={replay} />}
        <ReplayFailedSince target={replay} />
      </section>
      <p>
        <a href="/webhooks">All endpoints</a>
      </p>
    </Layout>
  );
}
