// Email over SMTP (nodemailer), from OFFICE_SMTP_URL. With no SMTP set, each message is kept as
// a file in OFFICE_DATA/mail/ and the terminal says where (a sign-in link is then printed by the
// command that made it). Header values are single lines: a line break a visitor typed can never
// add a header.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { OfficeConfig } from './config.ts';

/** nodemailer, loaded at the first message: the office is ready without it (about 10 MiB and 0.1 s). */
const loadNodemailer = async () => (await import('nodemailer')).default;

export interface Message {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers (names are ours, values are made single-line). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** True when SMTP is set: messages really leave. */
  readonly sends: boolean;
  send(message: Message): Promise<void>;
}

/** One line, at most `max` characters: no CR, LF or other control character survives. */
export function headerText(value: string, max = 200): string {
  const line = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function createMailer(config: OfficeConfig, log: (line: string) => void): Mailer {
  if (!config.smtpUrl) {
    const folder = join(config.dataDir, 'mail');
    return {
      sends: false,
      async send(message) {
        mkdirSync(folder, { recursive: true });
        const transport = (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true });
        const info = await transport.sendMail(envelope(config, message));
        const file = join(
          folder,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
        );
        writeFileSync(file, info.message as Buffer);
        log(`No SMTP set (OFFICE_SMTP_URL): the message was kept in ${file}.`);
      },
    };
  }
  const smtpUrl = `${config.smtpUrl}${config.smtpUrl.includes('?') ? '&' : '?'}connectionTimeout=10000&socketTimeout=20000`;
  let transport: Promise<Transporter> | undefined;
  return {
    sends: true,
    async send(message) {
      transport ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail(envelope(config, message));
    },
  };
}

function envelope(config: OfficeConfig, message: Message) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers ?? {})) headers[name] = headerText(value, 500);
  return {
    from: config.mailFrom,
    to: message.to,
    subject: headerText(message.subject),
    text: message.text,
    html: message.html,
    replyTo: message.replyTo ? headerText(message.replyTo) : undefined,
    headers,
  };
}
