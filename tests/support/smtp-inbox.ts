// A real SMTP server on loopback (smtp-server) that keeps every message it receives, parsed by
// mailparser, so tests read what an owner's mail program would show. `failNext` makes it refuse.
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface SmtpInbox {
  url: string;
  messages: ParsedMail[];
  raw: string[];
  /** Refuse the next `count` messages with a 451 (a temporary failure). */
  failNext(count: number): void;
  /** Resolves with the first message (from now or already held) that `match` accepts. */
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ParsedMail[] = [];
  const raw: string[] = [];
  const waiters: { match: (m: ParsedMail) => boolean; resolve: (m: ParsedMail) => void }[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (failures > 0) {
          failures--;
          const error = new Error('Try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        const text = Buffer.concat(chunks).toString('utf8');
        raw.push(text);
        void simpleParser(text).then((mail) => {
          messages.push(mail);
          for (const w of [...waiters])
            if (w.match(mail)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(mail);
            }
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://test:test@127.0.0.1:${port}`,
    messages,
    raw,
    failNext(count) {
      failures = count;
    },
    waitFor(match, timeoutMs = 10_000) {
      const held = messages.find(match);
      if (held) return Promise.resolve(held);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No such message arrived in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
