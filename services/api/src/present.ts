import type { Inbox, MessageRow, MessageSummaryRow, AttachmentRow } from '@throwbox/db';

/** API representations: timestamps in ISO 8601 with milliseconds, never internal ids. */
export const presentInbox = (i: Inbox) => ({
  address: i.address,
  createdAt: i.createdAt.toISOString(),
  expiresAt: i.expiresAt?.toISOString() ?? null,
  permanent: i.expiresAt === null,
});

export const presentSummary = (m: MessageSummaryRow) => ({
  id: m.id,
  from: m.from,
  subject: m.subject,
  intro: m.intro,
  receivedAt: m.receivedAt.toISOString(),
  timings: {
    // Mail stored before ingest recorded the end of DATA: its storage time is the nearest known.
    receivedAt: (m.dataEndedAt ?? m.receivedAt).toISOString(),
    storedAt: m.receivedAt.toISOString(),
    extractedAt: m.extractedAt?.toISOString() ?? null,
  },
});

export const presentAttachment = (a: AttachmentRow) => ({
  id: a.id,
  filename: a.filename,
  contentType: a.contentType,
  size: a.size,
  contentId: a.contentId,
  inline: a.inline,
});

export const presentMessage = (m: MessageRow, attachments: AttachmentRow[]) => ({
  ...presentSummary(m),
  text: m.text,
  html: m.html,
  attachments: attachments.map(presentAttachment),
  // Filled by the code-extractor shortly after arrival; null and [] until then.
  code: m.code,
  links: m.links,
  verificationLink: m.verificationLink,
  confidence: m.code === null ? null : m.confidence,
});
