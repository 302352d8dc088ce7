/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { assetUrl } from '../http/assets.js';
import type { SignedIn } from '../http/session.js';

/** What every page is rendered with. */
export interface PageContext {
  csrf: string;
  session?: SignedIn | undefined;
  /** The api's origin, for the base URL shown and links to its error reference. */
  apiUrl: string;
  signup: 'open' | 'closed';
}

const NAV = [
  ['/inboxes', 'Inboxes'],
  ['/search', 'Search'],
  ['/keys', 'API keys'],
  ['/usage', 'Usage'],
  ['/requests', 'Request log'],
  ['/webhooks', 'Webhooks'],
  ['/account', 'Account'],
] as const;

export function CsrfField({ ctx }: { ctx: PageContext }) {
  return <input type="hidden" name="_csrf" value={ctx.csrf} />;
}

/** A value shown with a button that copies it (console.js; without script, the value can be selected). */
export function Copyable({ id, value, label }: { id: string; value: string; label: string }) {
  return (
    <span class="copyable">
      <code id={id}>{value}</code>{' '}
      <button type="button" class="secondary copy" data-copy={`#${id}`} aria-label={label}>
        Copy
      </button>
    </span>
  );
}

export function Notice({ kind, children }: { kind: 'error' | 'ok' | 'warn'; children: ComponentChildren }) {
  return (
    <p class={`notice ${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

export function Layout({
  ctx,
  title,
  active,
  children,
}: {
  ctx: PageContext;
  title: string;
  active?: string;
  children: ComponentChildren;
}) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <title>{`${title} · Throwbox`}</title>
        <link rel="stylesheet" href={assetUrl('pico.classless.min.css')} />
        <link rel="stylesheet" href={assetUrl('console.css')} />
        <link rel="icon" href={assetUrl('favicon.svg')} type="image/svg+xml" />
        <script type="module" src={assetUrl('console.js')} />
      </head>
      <body>
        <header>
          <nav aria-label="Main">
            <ul>
              <li>
                <a href="/" class="brand">
                  <strong>Throwbox</strong>
                </a>
              </li>
            </ul>
            {ctx.session ? (
              <ul class="menu">
                {NAV.map(([href, label]) => (
                  <li>
                    <a href={href} aria-current={active === href ? 'page' : undefined}>
                      {label}
                    </a>
                  </li>
                ))}
                <li>
                  <form method="post" action="/signout" class="inline">
                    <CsrfField ctx={ctx} />
                    <button type="submit" class="signout">
                      Sign out
                    </button>
                  </form>
                </li>
              </ul>
            ) : (
              <ul class="menu">
                <li>
                  <a href="/signin">Sign in</a>
                </li>
                {ctx.signup === 'open' && (
                  <li>
                    <a href="/signup">Sign up</a>
                  </li>
                )}
              </ul>
            )}
          </nav>
        </header>
        <main>
          <h1 dir="auto" title={title.length > 100 ? title : undefined}>
            {title}
          </h1>
          {children}
        </main>
        <footer>
          <small>
            {ctx.session ? <>Signed in as {ctx.session.account.email} · </> : null}
            API: <code>{ctx.apiUrl}/v1</code> · <a href={`${ctx.apiUrl}/docs`}>API reference</a>
          </small>
        </footer>
      </body>
    </html>
  );
}
