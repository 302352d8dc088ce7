import type { Queryable } from './pool.js';

/** What the checks of one message read (DECISIONS §12): its source, bodies and the recorded SMTP envelope. */
export interface MessageForChecks {
  raw: Buffer;
  text: string;
  html: string;
  clientIp: string;
  helo: string;
  mailFrom: string;
}

export async function getMessageForChecks(q: Queryable, id: string, inboxId: number): Promise<MessageForChecks | undefined> {
  const { rows } = await q.query<MessageForChecks>(
    `SELECT raw, text_body AS text, html_body AS html, client_ip AS "clientIp", helo, envelope_from AS "mailFrom"
     FROM messages WHERE id = $1 AND inbox_id = $2`,
    [id, inboxId],
  );
  return rows[0];
}
