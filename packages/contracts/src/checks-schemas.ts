/** The response of GET /messages/{id}/checks (DECISIONS §12): its own file, beside schemas.ts. */
type Schema = Record<string, unknown>;

const authResult = {
  type: 'string',
  enum: ['pass', 'fail', 'softfail', 'neutral', 'none', 'temperror', 'permerror'],
  description: 'As RFC 8601 writes it',
} as const;

const clients = (description: string) => ({ type: 'array', items: { type: 'string' }, description }) as const;

export const MessageChecks = {
  type: 'object',
  required: ['authentication', 'html', 'links'],
  properties: {
    authentication: {
      type: 'object',
      description: 'Verified with mailauth. SPF is evaluated for the connecting IP, HELO and MAIL FROM recorded at SMTP time',
      required: ['spf', 'dkim', 'dmarc', 'arc'],
      properties: {
        spf: {
          type: 'object',
          required: ['result', 'domain'],
          properties: { result: authResult, domain: { type: 'string', description: 'The domain SPF was checked for; "" when none' } },
        },
        dkim: {
          type: 'array',
          description: 'One entry per DKIM-Signature header; [] for an unsigned mail',
          items: {
            type: 'object',
            required: ['result', 'domain', 'selector'],
            properties: { result: authResult, domain: { type: 'string' }, selector: { type: 'string' } },
          },
        },
        dmarc: {
          type: 'object',
          required: ['result', 'policy', 'domain'],
          properties: {
            result: authResult,
            policy: { type: ['string', 'null'], description: "The From domain's policy (none, quarantine, reject); null without a record" },
            domain: { type: 'string', description: 'The From domain; "" when none' },
          },
        },
        arc: { type: 'object', required: ['result'], properties: { result: authResult } },
      },
    },
    html: {
      type: 'object',
      description: "HTML and CSS features of the mail that some email clients lack, from caniemail's data (the first 102 KiB of the HTML)",
      required: ['issues', 'error'],
      properties: {
        issues: {
          type: 'array',
          items: {
            type: 'object',
            required: ['feature', 'unsupportedIn', 'partialIn'],
            properties: {
              feature: { type: 'string', description: "caniemail's name of the feature, e.g. display:grid" },
              unsupportedIn: clients('Email clients (caniemail family.platform, e.g. outlook.windows) that do not support it'),
              partialIn: clients('Email clients that support it only in part'),
            },
          },
        },
        error: { type: ['string', 'null'], description: 'Why the HTML could not be checked (issues is then empty), else null' },
      },
    },
    links: {
      type: 'array',
      description:
        'Each distinct http(s) link (at most 200), fetched with HEAD (GET when HEAD is refused), 5 s each, redirects followed up to 5, ' +
        'every hop under the webhook address rules. Results are kept 10 minutes. No fetch starts after 30 s: links left then ' +
        'are reported with error "not checked: the check ran out of time"',
      items: {
        type: 'object',
        required: ['url', 'ok', 'status', 'error'],
        properties: {
          url: { type: 'string' },
          ok: { type: 'boolean', description: 'A 2xx at the end of the redirects' },
          status: { type: 'integer', description: 'The last HTTP status received; 0 when none' },
          error: {
            type: ['string', 'null'],
            description: 'null when a status came; "blocked" for a non-public target, never fetched; else why no status came',
          },
        },
      },
    },
  },
} as const satisfies Schema;
