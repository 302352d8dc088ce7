import http from 'node:http';
import type { Express } from 'express';

/**
 * Server options under which requests and responses are born as express's own, so that the prototype
 * change express makes on every request finds the prototype already in place and does nothing. Changed
 * per request, it would leave every req and res with a hidden class of its own (or none: dictionary
 * mode): every property access on them megamorphic, and ~2 KB more per held request (expressjs/express#5998).
 */
export function bornExpress(app: Express): http.ServerOptions {
  class Request extends http.IncomingMessage {}
  class Response extends http.ServerResponse {}
  // Each class's prototype takes the place of express's (which it inherits from) as the app's prototype.
  Object.setPrototypeOf(Request.prototype, app.request);
  Object.setPrototypeOf(Response.prototype, app.response);
  const settable = app as unknown as { request: object; response: object };
  settable.request = Request.prototype;
  settable.response = Response.prototype;
  return { IncomingMessage: Request, ServerResponse: Response as unknown as typeof http.ServerResponse };
}
