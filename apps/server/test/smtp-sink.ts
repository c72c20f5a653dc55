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
  /** From now on refuses every recipient with `code` and `text` (4xx: try later; 5xx: never). */
  refuse(code: number, text: string): void;
  /** From now on accepts mail again. */
  accept(): void;
  /** How many recipients the sink has refused so far. */
  refusals(): number;
  /** For each message received, oldest first: whether its session ran over TLS. */
  deliveredOverTls(): boolean[];
  close(): Promise<void>;
}

/** The answer to RCPT TO while the sink refuses mail; nodemailer reads `responseCode`. */
interface Refusal {
  code: number;
  text: string;
}

function refusalError(refusal: Refusal): Error {
  return Object.assign(new Error(refusal.text), { responseCode: refusal.code });
}

function isTo(message: ParsedMail, to: string): boolean {
  const list = Array.isArray(message.to) ? message.to : message.to ? [message.to] : [];
  return list.some((group) => group.value.some((entry) => entry.address?.toLowerCase() === to.toLowerCase()));
}

/**
 * TLS for the sink: `implicit` serves TLS from the first byte (smtps://); otherwise the sink offers STARTTLS.
 * Without it the sink speaks plain SMTP and offers no STARTTLS.
 */
export interface SmtpSinkTls {
  cert: Buffer;
  key: Buffer;
  implicit: boolean;
  /** When set, the sink takes only clients whose certificate chains to this CA (a relay signing in by certificate). */
  clientCa?: Buffer;
}

function tlsOptionsOf(tls: SmtpSinkTls) {
  const clientCheck = tls.clientCa ? { requestCert: true, rejectUnauthorized: true, ca: tls.clientCa } : {};
  return { secure: tls.implicit, cert: tls.cert, key: tls.key, ...clientCheck };
}

/** The sink's state: what it received, who waits for it, and whether it refuses mail. */
interface SinkState {
  messages: ParsedMail[];
  overTls: boolean[];
  waiters: (() => void)[];
  refusal: Refusal | undefined;
  refused: number;
}

function createServer(state: SinkState, tls: SmtpSinkTls | undefined): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['STARTTLS', 'AUTH'],
    ...(tls ? tlsOptionsOf(tls) : {}),
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refusal) {
        callback();
        return;
      }
      state.refused += 1;
      callback(refusalError(state.refusal));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((message) => {
          state.messages.push(message);
          state.overTls.push(session.secure);
          for (const wake of state.waiters.splice(0)) wake();
          callback();
        })
        .catch((error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    },
  });
}

/** Starts the sink; point SMTP_URL at `url`. */
export async function startSmtpSink(tls?: SmtpSinkTls): Promise<SmtpSink> {
  const state: SinkState = { messages: [], overTls: [], waiters: [], refusal: undefined, refused: 0 };
  const server = createServer(state, tls);
  // A client that hangs up mid-handshake (it refused the certificate) is the test's point, not a sink failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const find = (to: string, subject: RegExp) =>
    state.messages.find((m) => isTo(m, to) && subject.test(m.subject ?? ''));
  return {
    url: `${tls?.implicit ? 'smtps' : 'smtp'}://127.0.0.1:${port}`,
    messages: state.messages,
    async waitFor(to, subject, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find(to, subject);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No email to ${to} matching ${subject}`);
        await new Promise<void>((resolve) => {
          state.waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    all: (to, subject) => state.messages.filter((m) => isTo(m, to) && subject.test(m.subject ?? '')),
    refuse: (code, text) => {
      state.refusal = { code, text };
    },
    accept: () => {
      state.refusal = undefined;
    },
    refusals: () => state.refused,
    deliveredOverTls: () => [...state.overTls],
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
