/** An SMTP reply with its enhanced status code, as smtp-server expects from a handler callback. */
export function smtpError(code: number, text: string): Error & { responseCode: number } {
  return Object.assign(new Error(text), { responseCode: code });
}

export const SMTP = {
  noSuchUser: () => smtpError(550, '5.1.1 No such mailbox here'),
  tooManyRecipients: (max: number) => smtpError(452, `4.5.3 Too many recipients (at most ${max} per message)`),
  tooBig: (max: number) => smtpError(552, `5.3.4 Message exceeds the fixed maximum size of ${max} bytes`),
  storageFailed: () => smtpError(451, '4.3.0 Temporary storage failure, please retry'),
  lookupFailed: () => smtpError(451, '4.3.0 Temporary lookup failure, please retry'),
  tooManyRefusals: (max: number) => smtpError(421, `4.7.0 Too many refused recipients (${max}) in one session, closing`),
  tooManyConnections: () => smtpError(421, '4.7.0 Too many connections from your address, try again later'),
};
