import net from 'node:net';
import { randomBytes } from 'node:crypto';

/**
 * A minimal SMTP client for load: one socket, replies matched to commands in order, and the envelope
 * (MAIL FROM, RCPT TO, DATA) sent in one write as PIPELINING allows. Two round trips per message: the
 * envelope up to 354, then the body up to the 250 that means "committed".
 */

export interface Reply {
  code: number;
  text: string;
  /** performance.now() when the reply's last line was read. */
  at: number;
}

export interface SendResult {
  ok: boolean;
  /** The reply to the end of data (or the first failed envelope reply). */
  reply: Reply;
  /** performance.now() when the body was written: reply.at - sentAt is the store time seen by the client. */
  sentAt: number;
}

export interface Mail {
  to: string;
  /** A complete RFC 5322 message, CRLF line ends, no line starting with a dot. */
  data: Buffer;
  from?: string;
}

export class SmtpClient {
  private buffer = '';
  private lines: string[] = [];
  private readonly replies: Reply[] = [];
  private readonly waiters: { resolve: (r: Reply) => void; reject: (e: Error) => void }[] = [];
  private failure: Error | undefined;
  /** When each step of the conversation ended (performance.now()), for a breakdown of a new connection's cycle. */
  readonly steps: {
    started: number;
    connected?: number;
    greeted?: number;
    ehlo?: number;
    envelope?: number;
    stored?: number;
    quitAnswered?: number;
  };

  private constructor(
    private readonly socket: net.Socket,
    started: number,
  ) {
    this.steps = { started };
    socket.setNoDelay(true);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => this.onData(chunk));
    const fail = (err: Error) => {
      this.failure ??= err;
      for (const w of this.waiters.splice(0)) w.reject(this.failure);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('SMTP connection closed')));
  }

  /** Connects, reads the greeting (smtp-server holds it 100 ms) and says EHLO. */
  static async connect(port: number, host = '127.0.0.1'): Promise<SmtpClient> {
    const started = performance.now();
    const socket = net.connect({ port, host });
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const client = new SmtpClient(socket, started);
    client.steps.connected = performance.now();
    const greeting = await client.next();
    client.steps.greeted = greeting.at;
    if (greeting.code !== 220) {
      client.destroy();
      throw new Error(`SMTP greeting: ${greeting.code} ${greeting.text}`);
    }
    client.socket.write('EHLO bench.throwbox.test\r\n');
    const ehlo = await client.next();
    client.steps.ehlo = ehlo.at;
    if (ehlo.code !== 250) {
      client.destroy();
      throw new Error(`EHLO: ${ehlo.code} ${ehlo.text}`);
    }
    return client;
  }

  private onData(chunk: string): void {
    this.buffer += chunk;
    let idx: number;
    while ((idx = this.buffer.indexOf('\r\n')) >= 0) {
      const line = this.buffer.slice(0, idx);
      this.buffer = this.buffer.slice(idx + 2);
      this.lines.push(line);
      // "250-…" continues a multi-line reply; the line with a space (or nothing) after the code ends it.
      if (line.length >= 4 && line[3] === '-') continue;
      const reply: Reply = { code: Number(line.slice(0, 3)), text: this.lines.join('\n'), at: performance.now() };
      this.lines = [];
      const waiter = this.waiters.shift();
      if (waiter) waiter.resolve(reply);
      else this.replies.push(reply);
    }
  }

  private next(): Promise<Reply> {
    const ready = this.replies.shift();
    if (ready) return Promise.resolve(ready);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  async send(mail: Mail): Promise<SendResult> {
    const started = performance.now();
    this.socket.write(`MAIL FROM:<${mail.from ?? 'load@bench.throwbox.test'}>\r\nRCPT TO:<${mail.to}>\r\nDATA\r\n`);
    const [from, rcpt, data] = [await this.next(), await this.next(), await this.next()];
    if (from.code !== 250) return { ok: false, reply: from, sentAt: started };
    if (rcpt.code !== 250) return { ok: false, reply: rcpt, sentAt: started };
    if (data.code !== 354) return { ok: false, reply: data, sentAt: started };
    const sentAt = performance.now();
    this.steps.envelope = data.at;
    this.socket.write(mail.data);
    this.socket.write('.\r\n');
    const end = await this.next();
    this.steps.stored = end.at;
    return { ok: end.code === 250, reply: end, sentAt };
  }

  /**
   * QUIT, and once the 221 is in, done, as Postfix's smtp-source is: the connection closes in the
   * background (the server closes its side after the 221, so TIME_WAIT stays there).
   */
  async quit(): Promise<void> {
    if (this.failure) return;
    this.socket.write('QUIT\r\n');
    await this.next().catch(() => undefined);
    this.steps.quitAnswered = performance.now();
    this.socket.end();
    setTimeout(() => this.socket.destroy(), 2000).unref();
  }

  destroy(): void {
    this.socket.destroy();
  }
}

/**
 * Several connections shared by callers: send() waits for a free connection. Used where the test paces
 * mail itself and wants the 250 of each message.
 */
export class SmtpPool {
  private readonly idle: SmtpClient[] = [];
  private readonly queue: ((c: SmtpClient) => void)[] = [];

  private constructor(private readonly all: SmtpClient[]) {
    this.idle.push(...all);
  }

  static async open(port: number, connections: number): Promise<SmtpPool> {
    return new SmtpPool(await Promise.all(Array.from({ length: connections }, () => SmtpClient.connect(port))));
  }

  async send(mail: Mail): Promise<SendResult> {
    const client = this.idle.pop() ?? (await new Promise<SmtpClient>((resolve) => this.queue.push(resolve)));
    try {
      return await client.send(mail);
    } finally {
      const waiter = this.queue.shift();
      if (waiter) waiter(client);
      else this.idle.push(client);
    }
  }

  get backlog(): number {
    return this.queue.length;
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((c) => c.quit().catch(() => undefined)));
  }
}

const FILLER = [
  'Thanks for signing up for Example Service. This is a generated message of typical size for a',
  'transactional email: a greeting, a paragraph or two of text, a footer with an address and an',
  'unsubscribe line. It is padded to about two kilobytes so that parsing and storage costs match',
  'the kind of mail automated tests send to Throwbox inboxes day in, day out.',
];

/** A plain-text message of about `size` bytes (2 KB by default) with the given subject and first line. */
export function buildMessage(o: { to: string; subject: string; firstLine?: string; size?: number; from?: string }): Buffer {
  const size = o.size ?? 2048;
  const head = [
    `From: Example Service <${o.from ?? 'no-reply@example.test'}>`,
    `To: <${o.to}>`,
    `Subject: ${o.subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomBytes(8).toString('hex')}@example.test>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 7bit',
    '',
    'Hello,',
    '',
    o.firstLine ?? 'Here is your message.',
    '',
  ].join('\r\n');
  const lines: string[] = [];
  let length = head.length + 2;
  for (let i = 0; length < size - 80; i++) {
    const line = FILLER[i % FILLER.length]!;
    lines.push(line);
    length += line.length + 2;
  }
  lines.push('', '-- Example Service, 1 Example Road, Exampletown');
  return Buffer.from(`${head}\r\n${lines.join('\r\n')}\r\n`, 'latin1');
}
