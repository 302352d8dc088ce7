import type { MessageChecks } from '@throwbox/checks';
import type { AttachmentRow, Inbox, MessageRow } from '@throwbox/db';
import type { HeaderField } from '../../mail/headers.js';
import { inboxPath } from '../inboxes.js';
import type { PageContext } from '../layout.js';

export const messagePath = (address: string, id: string) => `${inboxPath(address)}/messages/${encodeURIComponent(id)}`;

/** What every section of the message page is rendered from. */
export interface MessageView {
  ctx: PageContext;
  inbox: Inbox;
  message: MessageRow;
  /** Of the source as received, in bytes. */
  size: number;
  attachments: AttachmentRow[];
  headers: HeaderField[];
  /** Remote images were asked for. */
  remote: boolean;
  /** The message page's own path. */
  path: string;
  /** The preview as a phone, a tablet or a desktop would show it (undefined: the page's width), and dark. */
  preview: { width: PreviewWidth | undefined; dark: boolean };
  /** The messages beside this one in the inbox's list, for the j and k keys. */
  neighbours: { newer: string | null; older: string | null };
  /** Computed when asked (`?checks=1`): they take DNS lookups and link fetches. */
  checks?: MessageChecks | undefined;
}

export const PREVIEW_WIDTHS = [375, 768, 1280] as const;
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];

export const byteSize = (n: number) =>
  n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;
