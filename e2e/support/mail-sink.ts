import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One received email as the browser tests read it. */
export interface ReceivedEmail {
  to: string[];
  subject: string;
  text: string;
}

function recipients(addresses: { address: string | false }[]): string[] {
  return addresses.map((item) => (item.address === false ? '' : item.address.toLowerCase()));
}

/**
 * A real SMTP server the product delivers to (SMTP_URL): every message is parsed and written as JSON into
 * `mailDir`, so test workers in other processes can read the codes the product emailed.
 */
export async function startMailSink(port: number, mailDir: string): Promise<() => Promise<void>> {
  mkdirSync(mailDir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const email: ReceivedEmail = {
            to: recipients(session.envelope.rcptTo),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          };
          sequence += 1;
          // Written aside and renamed into place, so a test polling the folder never reads half a file.
          const name = `${Date.now()}-${sequence}.json`;
          writeFileSync(path.join(mailDir, `.${name}.tmp`), JSON.stringify(email));
          renameSync(path.join(mailDir, `.${name}.tmp`), path.join(mailDir, name));
          callback();
        })
        .catch((error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve();
    });
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
}
