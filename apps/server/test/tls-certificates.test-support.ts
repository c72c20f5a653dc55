import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A certificate authority made for one test: its certificate signs the test's server certificates. */
export interface TestAuthority {
  name: string;
  certFile: string;
  keyFile: string;
  /** The CA certificate, PEM: what a client trusts. */
  pem: string;
}

/** A server certificate and its key, signed by a TestAuthority. */
export interface TestCertificate {
  certFile: string;
  keyFile: string;
}

/** A folder for certificates that other accounts (nginx's, PostgreSQL's) can read; `remove` deletes it. */
export function makeCertificateDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'streamit-tls-'));
  chmodSync(dir, 0o755);
  return {
    dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function openssl(args: string[]): void {
  execFileSync('openssl', args, { stdio: 'pipe' });
}

// P-256 keys: made in milliseconds, unlike RSA, and accepted by nginx, PostgreSQL and Node alike.
const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1'];

/** A fresh self-signed CA (openssl), as an operator's internal CA would be. */
export function makeAuthority(dir: string, name: string): TestAuthority {
  const certFile = path.join(dir, `${name}-ca.pem`);
  const keyFile = path.join(dir, `${name}-ca.key`);
  openssl([
    'req',
    '-x509',
    ...EC_KEY,
    '-subj',
    `/CN=${name} test CA`,
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
    '-keyout',
    keyFile,
    '-out',
    certFile,
  ]);
  return { name, certFile, keyFile, pem: readFileSync(certFile, 'utf8') };
}

/** A server certificate for `names` (DNS names or IP addresses), signed by `authority`. */
export function issueCertificate(
  authority: TestAuthority,
  dir: string,
  file: string,
  names: string[],
): TestCertificate {
  const certFile = path.join(dir, `${file}.pem`);
  const keyFile = path.join(dir, `${file}.key`);
  const altNames = names.map((name) => (/^[\d.]+$|:/.test(name) ? `IP:${name}` : `DNS:${name}`)).join(',');
  openssl([
    'req',
    '-x509',
    ...EC_KEY,
    '-CA',
    authority.certFile,
    '-CAkey',
    authority.keyFile,
    '-subj',
    `/CN=${names[0] ?? file}`,
    '-addext',
    `subjectAltName=${altNames}`,
    '-addext',
    'basicConstraints=critical,CA:FALSE',
    '-addext',
    'extendedKeyUsage=serverAuth',
    '-keyout',
    keyFile,
    '-out',
    certFile,
  ]);
  return { certFile, keyFile };
}

/**
 * A client certificate for `commonName` (a PostgreSQL role signs in as its certificate's CN), signed by
 * `authority`, valid for `days` from now (negative: expired that long ago). Written beside and then renamed over
 * `file`.pem and `file`.key, as a renewal drops a new pair in place. Answers the certificate's serial number.
 */
export function issueClientCertificate(
  authority: TestAuthority,
  dir: string,
  file: string,
  commonName: string,
  days = 1,
): TestCertificate & { serial: string } {
  const staged = path.join(dir, `${file}.next`);
  const [key, request, cert] = ['key', 'csr', 'pem'].map((extension) => `${staged}.${extension}`) as [
    string,
    string,
    string,
  ];
  openssl(
    ['req', '-new', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'].concat([
      '-subj',
      `/CN=${commonName}`,
      '-keyout',
      key,
      '-out',
      request,
    ]),
  );
  const extensions = path.join(dir, `${file}.ext`);
  writeFileSync(extensions, 'basicConstraints=critical,CA:FALSE\nextendedKeyUsage=clientAuth\n');
  openssl(
    ['x509', '-req', '-in', request, '-CA', authority.certFile, '-CAkey', authority.keyFile].concat([
      '-days',
      String(days),
      '-extfile',
      extensions,
      '-out',
      cert,
    ]),
  );
  const serial = execFileSync('openssl', ['x509', '-in', cert, '-noout', '-serial'], { encoding: 'utf8' });
  const certFile = path.join(dir, `${file}.pem`);
  const keyFile = path.join(dir, `${file}.key`);
  chmodSync(key, 0o600);
  renameSync(key, keyFile);
  renameSync(cert, certFile);
  rmSync(request);
  return {
    certFile,
    keyFile,
    serial: serial
      .trim()
      .replace(/^serial=/, '')
      .toLowerCase(),
  };
}
