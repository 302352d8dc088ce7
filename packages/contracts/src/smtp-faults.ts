/**
 * SMTP faults on purpose, per inbox (DECISIONS §11): the limits, the reply codes and texts a rule may
 * give, and the JSON Schemas of the smtp-faults routes (listed in `components` by schemas.ts).
 */

export const SMTP_FAULT_LIMITS = Object.freeze({
  rulesPerInbox: 10,
  maxDelayMs: 30_000,
  replyTextLength: 200,
  /** Bound on `after` and `times`: far past any test, and within Postgres's integer. */
  maxCount: 1_000_000,
});

/** Each allowed reply code with its enhanced status code (of the reply's class) and its default text. */
export const SMTP_FAULT_REPLIES: Readonly<Record<number, { enhanced: string; text: string }>> = Object.freeze({
  421: { enhanced: '4.4.2', text: 'Service not available, closing transmission channel' },
  450: { enhanced: '4.2.1', text: 'Mailbox unavailable, try again later' },
  451: { enhanced: '4.3.0', text: 'Local error in processing, try again later' },
  452: { enhanced: '4.2.2', text: 'Insufficient system storage, try again later' },
  550: { enhanced: '5.1.1', text: 'Mailbox unavailable' },
  551: { enhanced: '5.1.6', text: 'User not local' },
  552: { enhanced: '5.2.2', text: 'Exceeded storage allocation' },
  553: { enhanced: '5.1.3', text: 'Mailbox name not allowed' },
  554: { enhanced: '5.6.0', text: 'Transaction failed' },
});
const CODES = Object.keys(SMTP_FAULT_REPLIES).map(Number);

const stage = {
  enum: ['rcpt', 'data'],
  description:
    'rcpt answers the RCPT TO of this address; data answers the end of DATA of any transaction that names it (the whole transaction: nothing of it is stored)',
} as const;
const count = { type: 'integer', minimum: 0, maximum: SMTP_FAULT_LIMITS.maxCount } as const;
const delayMs = {
  type: 'integer',
  minimum: 0,
  maximum: SMTP_FAULT_LIMITS.maxDelayMs,
  description: 'Hold the reply this long; with no reply and no action, hold the normal reply (a slow server)',
} as const;
const after = { ...count, description: 'Let this many attempts pass untouched first (default 0)' } as const;

export const SmtpFaultRuleInput = {
  type: 'object',
  additionalProperties: false,
  required: ['stage'],
  properties: {
    stage,
    reply: {
      type: 'object',
      additionalProperties: false,
      required: ['code'],
      properties: {
        code: { enum: CODES, 'x-rule': `must be one of ${CODES.join(', ')}` },
        text: {
          type: 'string',
          pattern: `^[\\x20-\\x7e]{1,${SMTP_FAULT_LIMITS.replyTextLength}}$`,
          'x-rule': `must be 1 to ${SMTP_FAULT_LIMITS.replyTextLength} printable ASCII characters`,
          description: 'Sent after the reply code and its enhanced status code; a standard text when left out',
        },
      },
    },
    action: { enum: ['disconnect'], description: 'Close the connection without a reply' },
    delayMs,
    after,
    times: {
      ...count,
      minimum: 1,
      description: 'Then apply to this many attempts, after which the rule is spent (default: every attempt)',
    },
  },
  allOf: [
    {
      not: { required: ['reply', 'action'], properties: { reply: { type: 'object' }, action: { type: 'string' } } },
      'x-rule': 'takes a reply or the action disconnect, not both',
    },
  ],
} as const;

export const PutSmtpFaultsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['rules'],
  properties: {
    rules: {
      type: 'array',
      maxItems: SMTP_FAULT_LIMITS.rulesPerInbox,
      items: SmtpFaultRuleInput,
      'x-rule': `must be a list of at most ${SMTP_FAULT_LIMITS.rulesPerInbox} rules`,
      description:
        'Each rule: {stage: rcpt | data, reply?: {code, text?}, action?: disconnect, delayMs?: 0 to 30000, after?: attempts to let pass first, ' +
        'times?: attempts to answer then}. Checked in order; the first applicable one acts. An attempt is one RCPT (rcpt) or one DATA (data) ' +
        'naming the address',
    },
  },
} as const;

export const SmtpFaultRule = {
  type: 'object',
  required: ['stage', 'reply', 'action', 'delayMs', 'after', 'times', 'hits'],
  properties: {
    stage,
    reply: {
      type: ['object', 'null'],
      required: ['code', 'text'],
      properties: { code: { enum: CODES }, text: { type: 'string', description: 'The text sent, the standard one when none was given' } },
    },
    action: { enum: ['disconnect', null] },
    delayMs,
    after,
    times: { type: ['integer', 'null'], description: 'null: every attempt after `after`' },
    hits: { type: 'integer', minimum: 0, description: 'Attempts this rule has answered' },
  },
} as const;

export const SmtpFaults = {
  type: 'object',
  required: ['address', 'rules'],
  properties: {
    address: { type: 'string', description: 'The inbox address' },
    rules: { type: 'array', items: { $ref: '#/components/schemas/SmtpFaultRule' } },
  },
} as const;

export const DeletedSmtpFaults = {
  type: 'object',
  required: ['deleted'],
  properties: { deleted: { type: 'integer', description: 'How many rules were removed' } },
} as const;
