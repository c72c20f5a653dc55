// Apart from errors.ts on purpose: the web client's first page reads these, and a bundler places a whole module in
// one chunk, so keeping them beside the full error catalogue would carry every code's message onto the home page
// (docs/decisions/032-home-page-under-150-kb.md). The catalogue takes its shared messages from here.
import type { ProductLanguage } from './enum-values.js';

/** Messages the web client shows for failures that have no server body (spec §8 global handling). */
export const CLIENT_MESSAGES = {
  validation: 'Please check your input data and try again.',
  payloadTooLarge: 'File size is too large. Please compress your file and try again.',
  unsupportedMediaType: 'File type not supported. Please use a supported file format.',
  auth: 'Authentication failed. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'The requested resource was not found.',
  conflict: 'This request conflicts with the current state. Please reload and try again.',
  server: 'Server error occurred. Please try again later.',
  rateLimit: 'Too many requests. Please slow down.',
  network: 'Network connection failed. Please check your internet connection.',
  timeout: 'Request timed out. Please try again.',
  cannotConnect: 'Cannot connect to server. Please check if the backend is running.',
  burnTimeout: 'Request timed out after 10 minutes.',
} as const;

export type ClientMessageKey = keyof typeof CLIENT_MESSAGES;

/** Upload timeout message with the limit in seconds (spec §8), in the reader's language. */
export function formatUploadTimeoutMessage(seconds: number, language: ProductLanguage = 'en'): string {
  if (language === 'ar') {
    return `انتهت مهلة رفع الملف بعد ${seconds} ثانية. يُرجى المحاولة بملف أصغر أو التحقق من اتصالك.`;
  }
  return `File upload timed out after ${seconds} seconds. Please try with a smaller file or check your connection.`;
}
