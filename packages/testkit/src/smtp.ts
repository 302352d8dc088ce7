import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';

export interface SentInfo {
  accepted: string[];
  rejected: string[];
  response: string;
}

/** Sends one message over real SMTP to the ingest service (no TLS, no auth: an inbound MX). */
export async function sendMail(port: number, mail: Mail.Options, host = '127.0.0.1'): Promise<SentInfo> {
  const transport = nodemailer.createTransport({ host, port, secure: false, ignoreTLS: true, tls: { rejectUnauthorized: false } });
  try {
    const info = await transport.sendMail({ from: 'sender@example.com', ...mail });
    return { accepted: info.accepted.map(String), rejected: info.rejected.map(String), response: info.response };
  } finally {
    transport.close();
  }
}

/** Sends a raw RFC 822 source as is (for charsets and encodings nodemailer would not produce). */
export async function sendRaw(port: number, envelope: { from: string; to: string[] }, raw: string | Buffer): Promise<SentInfo> {
  return sendMail(port, { envelope, raw });
}

/**
 * A hand-driven SMTP session for asserting exact reply codes step by step (nodemailer hides some, and
 * fault tests need to act between commands).
 */
export class SmtpDialog {
  private buffer = '';
  private waiting: ((line: string) => void) | undefined;
  private readonly replies: string[] = [];
  private pending: string[] = [];

  private constructor(private readonly socket: import('node:net').Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let idx: number;
      while ((idx = this.buffer.indexOf('\r\n')) >= 0) {
        const line = this.buffer.slice(0, idx);
        this.buffer = this.buffer.slice(idx + 2);
        // Multi-line replies ("250-…") end with the line whose fourth character is a space.
        this.pending.push(line);
        if (line.length >= 4 && line[3] === '-') continue;
        this.replies.push(this.pending.join('\n'));
        this.pending = [];
        this.flush();
      }
    });
  }

  static async open(port: number, host = '127.0.0.1'): Promise<SmtpDialog> {
    const net = await import('node:net');
    const socket = net.connect(port, host);
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const dialog = new SmtpDialog(socket);
    await dialog.reply(); // greeting
    return dialog;
  }

  private flush(): void {
    if (this.waiting && this.replies.length) {
      const w = this.waiting;
      this.waiting = undefined;
      w(this.replies.shift()!);
    }
  }

  reply(timeoutMs = 10000): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no SMTP reply in time')), timeoutMs);
      this.waiting = (line) => {
        clearTimeout(timer);
        resolve(line);
      };
      this.flush();
    });
  }

  /** Sends one command line and returns the reply, e.g. "250 2.1.5 Accepted" (multi-line joined by \n). */
  async command(line: string): Promise<string> {
    this.socket.write(`${line}\r\n`);
    return this.reply();
  }

  /** Writes raw bytes, no reply awaited: part of a message's body, or its end (`.\r\n`), at a moment of the test's choosing. */
  write(raw: string): void {
    this.socket.write(raw);
  }

  /** DATA, the body (dot-stuffed), the final dot; returns the reply to the end of data. */
  async data(body: string): Promise<string> {
    const go = await this.command('DATA');
    if (!go.startsWith('354')) return go;
    const stuffed = body.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
    this.socket.write(`${stuffed}${stuffed.endsWith('\r\n') ? '' : '\r\n'}.\r\n`);
    return this.reply();
  }

  /** Resolves when the server has closed the connection. */
  closed(): Promise<void> {
    if (this.socket.readableEnded || this.socket.destroyed) return Promise.resolve();
    return new Promise((resolve) => this.socket.once('close', () => resolve()));
  }

  close(): void {
    this.socket.end('QUIT\r\n');
    this.socket.destroy();
  }
}
