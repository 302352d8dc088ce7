import { defineRoute } from '../http/route.js';

export const getUsage = defineRoute(
  {
    method: 'get',
    path: '/usage',
    operationId: 'getUsage',
    summary: "The month's request usage, quota and remaining credits (this call is counted first)",
    tag: 'Account',
    responses: { 200: { description: 'Usage', schema: 'Usage' } },
    errors: [],
  },
  async ({ deps, auth, res }) => {
    res.json(await deps.quota.usage(auth.accountId, auth.plan));
  },
);
