import { describe, expect, it } from '@jest/globals';
import { extract, type ExtractInput } from './index.js';

const mail: ExtractInput = {
  subject: 'Your Acme verification code',
  text: 'Your verification code is 482913.\nVerify instead: https://acme.test/verify?t=Kq2LmX7vB3nR5tYw1',
  html: '<p>Your verification code is <b>482913</b>.</p><a href="https://acme.test/verify?t=Kq2LmX7vB3nR5tYw1">Verify email</a>',
};

describe('extract', () => {
  it('returns the code, the links and the verification link together', () => {
    expect(extract(mail)).toEqual({
      code: '482913',
      links: [{ url: 'https://acme.test/verify?t=Kq2LmX7vB3nR5tYw1', text: 'Verify email' }],
      verificationLink: 'https://acme.test/verify?t=Kq2LmX7vB3nR5tYw1',
    });
  });

  it('is deterministic and does not modify its input', () => {
    const copy = structuredClone(mail);
    expect(extract(mail)).toEqual(extract(mail));
    expect(mail).toEqual(copy);
  });

  it('works on a text-only mail', () => {
    expect(extract({ ...mail, html: '' }).code).toBe('482913');
    expect(extract({ ...mail, html: '' }).links).toEqual([{ url: 'https://acme.test/verify?t=Kq2LmX7vB3nR5tYw1', text: '' }]);
  });

  it('works on an HTML-only mail', () => {
    expect(extract({ ...mail, text: '' }).code).toBe('482913');
    expect(extract({ ...mail, text: '' }).verificationLink).toBe('https://acme.test/verify?t=Kq2LmX7vB3nR5tYw1');
  });

  it('accepts an upper-case scheme in plain text', () => {
    expect(extract({ subject: '', text: 'Confirm: HTTPS://ACME.TEST/CONFIRM/ABC', html: '' }).links).toEqual([
      { url: 'HTTPS://ACME.TEST/CONFIRM/ABC', text: '' },
    ]);
  });

  it('never returns half a surrogate pair (Postgres refuses it in JSON): a cut through an emoji drops the half, a lone one in the mail becomes U+FFFD', () => {
    const cutThrough = extract({ subject: '', text: '', html: `<a href="https://a.test/confirm">${'x'.repeat(299)}\u{1F600} more</a>` });
    expect(cutThrough.links).toEqual([{ url: 'https://a.test/confirm', text: 'x'.repeat(299) }]);
    const lone = extract({ subject: '', text: 'Confirm at https://a.test/x\ud800y please', html: '' });
    expect(lone.links).toEqual([{ url: 'https://a.test/x\ufffdy', text: '' }]);
  });

  it('gives empty results for an empty mail', () => {
    expect(extract({ subject: '', text: '', html: '' })).toEqual({ code: null, links: [], verificationLink: null });
  });
});
