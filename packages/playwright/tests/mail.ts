import nodemailer from 'nodemailer';

/** Sends a mail to the stack's SMTP port, as the software under test would. */
export async function send(to: string, mail: { subject: string; text: string; html?: string }): Promise<void> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: Number(process.env.THROWBOX_SMTP_PORT ?? 2525),
    secure: false,
    ignoreTLS: true,
  });
  try {
    await transport.sendMail({ from: 'app@example.com', to, ...mail });
  } finally {
    transport.close();
  }
}
