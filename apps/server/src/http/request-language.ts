import type { ProductLanguage } from '@streamit/contract';
import type { FastifyRequest } from 'fastify';

/** The first language of an Accept-Language header: Arabic when it names Arabic first, else English. */
export function languageOf(header: string | undefined): ProductLanguage | undefined {
  if (!header) return undefined;
  return header.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/** The language a request reads in (the web sends its interface language); English when it names none. */
export function readRequestLanguage(request: FastifyRequest): ProductLanguage {
  return languageOf(request.headers['accept-language']) ?? 'en';
}
