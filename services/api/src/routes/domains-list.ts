import { defineRoute } from '../http/route.js';

export const listDomains = defineRoute(
  {
    method: 'get',
    path: '/domains',
    operationId: 'listDomains',
    summary: 'Domains on which inboxes can be created; the first is the default',
    tag: 'Account',
    responses: { 200: { description: 'Domains', schema: 'Domains' } },
    errors: [],
  },
  async ({ deps, res }) => {
    res.json({ domains: deps.domains });
  },
);
