import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free loopback port that keeps every message it receives. */
export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  /** Resolves with the first message (old or new) to `to` whose subject matches. */
  waitFor(to: string, subject: RegExp, timeoutMs?: number): Promise<ParsedMail>;
  /** Every message received so far to `to` whose subject matches, oldest first. */
  all(to: string, subject: RegExp): ParsedMail[];
  close(): Promise<void>;
}

function isTo(message: ParsedMail, to: string): boolean {
  const list = Array.isArray(message.to) ? message.to : message.to ? [message.to] : [];
  return list.some((group) => group.value.some((entry) => entry.address?.toLowerCase() === to.toLowerCase()));
}

/** Starts the sink; point SMTP_URL at `url`. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((message) => {
          messages.push(message);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch((error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const find = (to: string, subject: RegExp) =>
    messages.find((m) => isTo(m, to) && subject.test(m.subject ?? ''));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, subject, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find(to, subject);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No email to ${to} matching ${subject}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    all: (to, subject) => messages.filter((m) => isTo(m, to) && subject.test(m.subject ?? '')),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** The six-digit code in an email's text. */
export function codeIn(message: ParsedMail): string {
  const match = /code: (\d{6})/.exec(message.text ?? '');
  if (!match?.[1]) throw new Error(`No code in email: ${message.text ?? ''}`);
  return match[1];
}
