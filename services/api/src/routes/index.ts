import type { Route } from '../http/route.js';
import { getAttachment } from './attachments-get.js';
import { getCode } from './code-get.js';
import { listDomains } from './domains-list.js';
import { createInbox } from './inboxes-create.js';
import { deleteInbox } from './inboxes-delete.js';
import { listInboxes } from './inboxes-list.js';
import { emptyInbox } from './inbox-messages-delete.js';
import { deleteMessage } from './messages-delete.js';
import { getExtraction } from './messages-extraction.js';
import { getChecks } from './messages-checks.js';
import { getMessage } from './messages-get.js';
import { listMessages } from './messages-list.js';
import { getRaw } from './messages-raw.js';
import { searchAllMessages } from './messages-search.js';
import { createWebhook } from './webhooks-create.js';
import { deleteWebhook } from './webhooks-delete.js';
import { listDeliveries } from './webhooks-deliveries.js';
import { listWebhooks } from './webhooks-list.js';
import { replayWebhook } from './webhooks-replay.js';
import { testWebhook } from './webhooks-test.js';
import { getUsage } from './usage-get.js';
import { deleteSmtpFaults } from './smtp-faults-delete.js';
import { getSmtpFaults } from './smtp-faults-get.js';
import { putSmtpFaults } from './smtp-faults-put.js';

/** Every authenticated /v1 endpoint; the OpenAPI document is generated from this list. */
export const routes: Route[] = [
  createInbox,
  listInboxes,
  deleteInbox,
  listMessages,
  searchAllMessages,
  emptyInbox,
  getCode,
  getMessage,
  getExtraction,
  deleteMessage,
  getAttachment,
  getRaw,
  getChecks,
  listDomains,
  getUsage,
  createWebhook,
  listWebhooks,
  deleteWebhook,
  listDeliveries,
  testWebhook,
  putSmtpFaults,
  getSmtpFaults,
  deleteSmtpFaults,
  replayWebhook,
];
