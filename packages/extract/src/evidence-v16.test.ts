import { describe, expect, it } from '@jest/globals';
import { extract } from './index.js';

// The evidence added in extractor version 16, each written against the development mail of its family (corpus/dev,
// dv13-*). Each case with an answer fails under version 15; each twin is a mail the new evidence must not take.
const run = (subject: string, text: string, html = '') => extract({ subject, text, html });
const code = (subject: string, text: string, html = ''): string | null => run(subject, text, html).code;
const link = (subject: string, html: string): string | null => run(subject, '', html).verificationLink;

describe('shop wording in a mail that disowns what it did not ask for', () => {
  const mail = (opening: string, closing: string) =>
    `Hi Priya,\n\n${opening}\n\nTo let it go ahead, enter this code: pX7mK2qW\n\n${closing}\n\nCrafthive Ltd, Bristol\n`;

  it('does not make a generated code after "enter this code:" a coupon', () => {
    expect(
      code('Confirm a withdrawal', mail('A withdrawal from your Crafthive shop was requested.', 'Not you? Change your password.')),
    ).toBe('pX7mK2qW');
  });

  it('still does without the disowning line, and sale wording sells whatever else the mail says', () => {
    expect(code('Thanks', mail('Thanks for shopping at Crafthive.', 'See you soon.'))).toBeNull();
    expect(code('Flash sale', mail('25% off everything in the shop.', "Didn't sign up for these? Unsubscribe below."))).toBeNull();
  });
});

describe('a letter prefix and a dash before a generated group, bound by a strong label', () => {
  it('is the code as shown, dash included', () => {
    expect(code('Your security code', 'Security code: PT-83QF7L\nEnter the whole code, including PT-.\n')).toBe('PT-83QF7L');
    expect(code('Tu código', 'Código de seguridad: MX-72QKTF\nEscríbelo completo.\n')).toBe('MX-72QKTF');
  });

  it('not after a ticket, a reference or a promo label', () => {
    expect(code('We received your request', 'Ticket: TK-48QZ7M\nReference: RF-7K2QX9\n')).toBeNull();
    expect(code('Hire faster', 'Post three jobs, pay for two.\n\nPromo code: SP-4KQ72X\n')).toBeNull();
  });
});

describe('capitals alone under "Enter this code in the … app:"', () => {
  const mail = (line: string) => `Your new hub is waiting.\n\n${line}\n\nQZRTBK\n\nIt works for 15 minutes.\n`;

  it('are the code', () => {
    expect(code('Pair your TV', mail('Type this code into the Stagebox app on your phone:'))).toBe('QZRTBK');
    expect(code('Neuer Lautsprecher', mail('Gib diesen Code in der Klangraum-App ein:'))).toBe('QZRTBK');
  });

  it("not on a locker's screen in a parcel mail, in a sale, or without the app", () => {
    expect(code('Your parcel is in locker 14', mail('Enter this code on the locker screen:'))).toBeNull();
    expect(code('Black Friday: 50% off', mail('Enter this code in the Stagebox app:'))).toBeNull();
    expect(code('Pair your TV', mail('Keep this code:'))).toBeNull();
  });
});

describe("a label before its own number two lines up (a player's handle)", () => {
  const mail = (line: string) => `Pilot Kestrel#8812,\n\n${line}\n\n5 1 8 2 0 4\n\nSeason 3 ends 20 Dec.\n`;

  it('does not reject the digits a line asks to type into a client', () => {
    expect(code('New device sign-in', mail('Type the numbers below into the game client to let it in.'))).toBe('518204');
    expect(code('Approve a new device', mail('Put the digits below into the desktop client to approve it.'))).toBe('518204');
  });

  it('and gives nothing to a score under the same greeting', () => {
    expect(code('Your season recap', mail('What a season! Your final score is below.'))).toBeNull();
  });
});

describe("a verb's own clause that signs in, after a clause naming something else", () => {
  it('takes the value the verb introduces', () => {
    expect(code('Sign in', 'To open your patient portal, type 739105 into the box on the sign-in page.\n')).toBe('739105');
    expect(code('Connexion', 'Pour consulter votre facture, saisissez 406182 sur la page de connexion.\n')).toBe('406182');
  });

  it('not an order number entered to track it, nor one labelled in the same clause', () => {
    expect(code('Shipped', 'To track your order, enter 48291735 on the tracking page.\n')).toBeNull();
    expect(code('Your order', 'Enter your order number 48291735 on the sign-in page.\n')).toBeNull();
  });
});

describe('a value opening a sentence that says it signs in', () => {
  it('names itself', () => {
    expect(code('Parcelwick sign-in', '471902 is how you get back into Parcelwick.\n')).toBe('471902');
    expect(code('Inicio de sesión en Lumbre', '502918 es lo que necesitas para iniciar sesión en Lumbre.\n')).toBe('502918');
  });

  it('not a target to reach, nor "is the room where you sign in"', () => {
    expect(code('Gold', '2500 is what you need to reach Gold status.\n\nSign in to see your points.\n')).toBeNull();
    expect(code('Workshop', "4120 is the room where you sign in for Saturday's workshop.\n")).toBeNull();
  });
});

describe("a sign-in link's landing page in its query", () => {
  const mail = (href: string) => `<p>Your code: <b>720418</b></p><p>Or <a href="${href}">log in with this link</a>.</p>`;

  it('does not make it an order or ticket link', () => {
    const url = 'https://encoretix.test/login/link?token=EN7d21c09af3&next=%2Ftickets%2Fupcoming';
    expect(link('Sign in to Encore Tix', mail(url.replace(/&/g, '&amp;')))).toBe(url);
  });

  it("but an order in the link's own path, or in an address a tracker wraps, still does", () => {
    expect(link('Sign in to Encore Tix', mail('https://encoretix.test/orders/88213?t=EN7d21c09af3'))).toBeNull();
    expect(
      link('Sign in to Encore Tix', mail('https://click.encoretix.test/c?u=https%3A%2F%2Fencoretix.test%2Forders&amp;tk=8f7e6d5c4b3a')),
    ).toBeNull();
  });
});
