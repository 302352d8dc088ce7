import { ApiError, schemas } from '@throwbox/contracts';
import { getAttachmentContent } from '@throwbox/db';
import { defineRoute } from '../http/route.js';
import { resolveInbox } from '../inbox-access.js';

export const getAttachment = defineRoute(
  {
    method: 'get',
    path: '/messages/{id}/attachments/{attachmentId}',
    operationId: 'getAttachment',
    summary: "Download an attachment's bytes with its content type",
    tag: 'Messages',
    params: schemas.AttachmentParams,
    query: schemas.MessageQuery,
    // Sent with the attachment's own content type: any type, as bytes.
    responses: {
      200: { description: "The attachment's bytes, with its own content type", content: { '*/*': { type: 'string', format: 'binary' } } },
    },
    errors: ['validation_failed', 'inbox_not_found', 'inbox_expired', 'attachment_not_found'],
  },
  async ({ deps, auth, params, query, res }) => {
    const inbox = await resolveInbox(deps, auth.accountId, query.address);
    const attachment = await getAttachmentContent(deps.pool, params.id, params.attachmentId, inbox.id);
    if (!attachment) throw new ApiError('attachment_not_found');
    if (attachment.filename) res.attachment(attachment.filename);
    res.setHeader('Content-Type', attachment.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(attachment.content);
  },
);
