/** One part of a hand-built multipart body: a text field, or a file with its name and bytes. */
export type FormPart =
  { field: string; value: string } | { field: string; fileName: string; bytes: Buffer; type?: string };

const BOUNDARY = 'StreamItTestBoundary4c1b9f';

/** A multipart/form-data body and its content type, for `app.inject`. */
export function multipartBody(parts: readonly FormPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n`),
        Buffer.from(part.value, 'utf8'),
        Buffer.from('\r\n'),
      );
    } else {
      const head =
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.fileName}"\r\n` +
        `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`;
      chunks.push(Buffer.from(head, 'utf8'), part.bytes, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** The smallest valid PNG signature plus padding, enough for sniffing. */
export const PNG_BYTES = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 1)]);
/** A tiny PDF header plus padding. */
export const PDF_BYTES = Buffer.from('%PDF-1.7\n%test document\n', 'latin1');
