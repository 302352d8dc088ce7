/** What the whole mail says, read once per mail and only when a candidate's evidence asks (src/mail-context.ts). */
export interface MailContext {
  /** The subject carries a code label ("Your Acme verification code"). */
  subjectNamesCode(): boolean;
  /** The subject names `name` ("Brindle" in "Message from Brindle"). */
  subjectMentions(name: string): boolean;
  /** The subject speaks of signing in or verifying ("Log in to Ridgeback"). */
  subjectAsks(): boolean;
  /** Version 62: the subject asks to approve a payment (src/clauses.ts APPROVE_PAYMENT). */
  subjectApproves(): boolean;
  /** Version 83: the subject reports its code spent ("Your sign-in code has expired"), and offers no new one. */
  subjectSpent(): boolean;
  /** Marketing wording anywhere in the mail. */
  promotional(forAlphanumeric: boolean): boolean;
  /** The subject or a heading reports a parcel ("Przesyłka czeka w automacie"); the subject names no code, asks nothing. */
  parcel(): boolean;
  /** Version 52: a tracker's notification, an advisory or a newsletter's issue: it talks about codes (src/discussion.ts). */
  discussion(): boolean;
  /** Version 62: values the mail shows as examples (src/examples.ts). */
  examples(): ReadonlySet<string>;
  /** Version 68: the line is in the history a reply quotes (src/threads.ts); version 72: the subject of a reply over a history. */
  quoted(view: { readonly length: number; text(i: number): string }, i: number): boolean;
}
