import { readFileSync, statSync } from 'node:fs';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';

/** The settings that say how to reach the mail relay. */
export type SmtpSettings = Pick<Config, 'SMTP_CA_FILE' | 'SMTP_CLIENT_CERT_FILE' | 'SMTP_CLIENT_KEY_FILE'> & {
  SMTP_URL: string;
};

const transports = new Map<string, Transporter>();

/** When the client certificate was last written: a renewal in place makes the next mail use the new pair. */
function certificateStamp(certFile: string | undefined): number {
  return certFile ? statSync(certFile).mtimeMs : 0;
}

function createTransport(settings: SmtpSettings): Transporter {
  const { SMTP_CA_FILE: caFile, SMTP_CLIENT_CERT_FILE: certFile, SMTP_CLIENT_KEY_FILE: keyFile } = settings;
  const tls = {
    minVersion: 'TLSv1.2' as const,
    ...(caFile ? { ca: readFileSync(caFile) } : {}),
    ...(certFile && keyFile ? { cert: readFileSync(certFile), key: readFileSync(keyFile) } : {}),
  };
  return nodemailer.createTransport({ url: settings.SMTP_URL, tls });
}

/**
 * The relay's transport (smtps:// or STARTTLS, ?requireTLS=true to refuse a relay without it): TLS 1.2 at least,
 * its certificate checked against SMTP_CA_FILE (an internal CA) when set, else Node's public CAs (ASVS V12.3.1),
 * and the node's client certificate when SMTP_CLIENT_CERT_FILE is set (V13.2.1), as renewed on disk.
 */
export function transportFor(settings: SmtpSettings): Transporter {
  const stamp = certificateStamp(settings.SMTP_CLIENT_CERT_FILE);
  const key = [settings.SMTP_URL, settings.SMTP_CA_FILE, settings.SMTP_CLIENT_CERT_FILE, stamp].join('\n');
  let transport = transports.get(key);
  if (!transport) {
    for (const [oldKey, old] of transports) {
      if (oldKey.startsWith(`${settings.SMTP_URL}\n`)) {
        old.close();
        transports.delete(oldKey);
      }
    }
    transport = createTransport(settings);
    transports.set(key, transport);
  }
  return transport;
}
