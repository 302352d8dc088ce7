import type { Response } from 'express';
import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';

/** Sends a page: JSX rendered on the server, every interpolated value escaped by Preact. */
export function sendPage(res: Response, page: VNode, status = 200): void {
  res
    .status(status)
    .type('html')
    .send(`<!doctype html>${renderToString(page)}`);
}
