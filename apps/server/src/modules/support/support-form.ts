import multipart from '@fastify/multipart';
import { SUPPORT_ATTACHMENT_LIMITS } from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { scanUploadBytes } from '../antivirus/antivirus.service.js';
import { AppError } from '../../http/app-error.js';
import { attachmentUploads, checkAttachment, type AttachmentUpload } from './support-attachments.js';

const FILE_FIELD = 'attachments';
const MAX_FIELDS = 10;

function toFormError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE');
  if (code === 'FST_FILES_LIMIT') return new AppError('TICKET_TOO_MANY_ATTACHMENTS');
  // Busboy's parse errors and the other part limits: a malformed request, not a 500.
  return new AppError('VALIDATION_FAILED');
}

async function readForm(request: FastifyRequest, maxBytes: number) {
  const fields: Record<string, string> = {};
  const files: AttachmentUpload[] = [];
  // Reading to the closing boundary is what proves the form complete; nothing is stored before that.
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== FILE_FIELD) throw new AppError('VALIDATION_FAILED');
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
      files.push(checkAttachment(part.filename, bytes, maxBytes));
      if (files.length > SUPPORT_ATTACHMENT_LIMITS.maxCount)
        throw new AppError('TICKET_TOO_MANY_ATTACHMENTS');
    } else {
      if (part.fieldname in fields || typeof part.value !== 'string') throw new AppError('VALIDATION_FAILED');
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}

/**
 * Lets the routes of `scope` take multipart/form-data as well as JSON: the form's text fields become
 * the body the contract schema validates, and its files (images or PDF by content, sized, named) wait
 * for the handler, which stores them only with the rows that name them. Each file is scanned by the
 * antivirus once the form is complete, so an infected one is refused before anything is stored.
 */
export async function acceptTicketForms(
  scope: FastifyInstance,
  maxBytes: number,
  config: Config,
): Promise<void> {
  const maxCount = SUPPORT_ATTACHMENT_LIMITS.maxCount;
  await scope.register(multipart, {
    limits: { fileSize: maxBytes, files: maxCount + 1, fields: MAX_FIELDS, parts: maxCount + 1 + MAX_FIELDS },
  });
  scope.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const form = await readForm(request, maxBytes).catch((error: unknown) => {
      throw toFormError(error);
    });
    for (const file of form.files) await scanUploadBytes(config, file.bytes);
    request.body = form.fields;
    attachmentUploads.set(request, form.files);
  });
}
