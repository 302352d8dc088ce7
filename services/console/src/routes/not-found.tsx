/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { Request, Response } from 'express';
import type { ConsoleDeps } from '../deps.js';
import { pageContext } from '../http/context.js';
import { sendPage } from '../http/render.js';
import { Layout } from '../pages/layout.js';

/** What anything missing answers, another account's things included: they are indistinguishable. */
export function notFound(deps: ConsoleDeps, req: Request, res: Response): void {
  sendPage(
    res,
    <Layout ctx={pageContext(deps, req, res)} title="Not found">
      <p>There is nothing here. It may have been deleted, or the link is wrong.</p>
      <p>
        <a href="/">Back to the console</a>
      </p>
    </Layout>,
    404,
  );
}
