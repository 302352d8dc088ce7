import { ApiError, schemas } from '@throwbox/contracts';
import { getMessage as getMessageRow } from '@throwbox/db';
import { EXTRACTOR_VERSION, explainExtraction } from '@throwbox/extract';
import { defineRoute } from '../http/route.js';
import { resolveInbox } from '../inbox-access.js';

export const getExtraction = defineRoute<{ id: string }, { address: string }>(
  {
    method: 'get',
    path: '/messages/{id}/extraction',
    operationId: 'getExtraction',
    summary: 'Why this code and link: the candidates the extractor weighed, their scores and evidence, and its confidence',
    tag: 'Messages',
    params: schemas.MessageParams,
    query: schemas.MessageQuery,
    responses: { 200: { description: 'The extraction explained', schema: 'Extraction' } },
    errors: ['validation_failed', 'inbox_not_found', 'inbox_expired', 'message_not_found'],
  },
  async ({ deps, auth, params, query, res }) => {
    const inbox = await resolveInbox(deps, auth.accountId, query.address);
    const message = await getMessageRow(deps.pool, params.id, inbox.id);
    if (!message) throw new ApiError('message_not_found');
    // Explained by the current extractor: stored results of an older one are brought up to it on read.
    const explained = explainExtraction({ subject: message.subject, text: message.text, html: message.html });
    res.json({
      messageId: message.id,
      extractorVersion: EXTRACTOR_VERSION,
      code: explained.code,
      confidence: explained.confidence,
      verificationLink: explained.verificationLink,
      codeCandidates: explained.codeCandidates,
      linkCandidates: explained.linkCandidates,
    });
  },
);
