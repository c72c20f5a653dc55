import {
  ACTIVITY_CAPTIONS_MAX_BYTES,
  ACTIVITY_IMAGE_MAX_BYTES,
  ACTIVITY_PREVIEW_MAX_BYTES,
} from '@streamit/contract';

/**
 * The server's default MEDIA_MAX_UPLOAD_BYTES (2 GiB). This is only the browser's early warning: the
 * server checks the declared length and the real bytes (413), and the content, not the name (415/422).
 */
export const VIDEO_MAX_BYTES = 2 * 1024 ** 3;

/** Why a file was refused before sending it; the keys name the spec's 413 and 415 messages. */
export type FileProblem = 'tooLarge' | 'wrongType' | 'empty';

/** What one kind of upload accepts. */
export interface FileRule {
  maxBytes: number;
  mimeTypes: readonly string[];
  extensions: readonly string[];
}

/** Containers the media pipeline's sniffer accepts (MP4/QuickTime, Matroska/WebM, AVI). */
export const VIDEO_RULE: FileRule = {
  maxBytes: VIDEO_MAX_BYTES,
  mimeTypes: ['video/mp4', 'video/quicktime', 'video/x-matroska', 'video/webm', 'video/x-msvideo'],
  extensions: ['mp4', 'm4v', 'mov', 'mkv', 'webm', 'avi'],
};

/** Thumbnails: JPEG, PNG or WebP (re-encoded by the server). */
export const IMAGE_RULE: FileRule = {
  maxBytes: ACTIVITY_IMAGE_MAX_BYTES,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  extensions: ['jpg', 'jpeg', 'png', 'webp'],
};

/** Preview clips: MP4 only. */
export const PREVIEW_RULE: FileRule = {
  maxBytes: ACTIVITY_PREVIEW_MAX_BYTES,
  mimeTypes: ['video/mp4'],
  extensions: ['mp4', 'm4v'],
};

/** Captions: WebVTT text. */
export const CAPTIONS_RULE: FileRule = {
  maxBytes: ACTIVITY_CAPTIONS_MAX_BYTES,
  mimeTypes: ['text/vtt'],
  extensions: ['vtt'],
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The browser's quick check of a chosen file; null when it may be sent (the server still decides). */
export function checkFile(file: Pick<File, 'name' | 'size' | 'type'>, rule: FileRule): FileProblem | null {
  if (file.size === 0) return 'empty';
  // Some systems report no type (e.g. .mkv); the extension decides then.
  const typeOk = file.type
    ? rule.mimeTypes.includes(file.type)
    : rule.extensions.includes(extensionOf(file.name));
  if (!typeOk) return 'wrongType';
  if (file.size > rule.maxBytes) return 'tooLarge';
  return null;
}

/** The `accept` attribute of a file input for a rule. */
export function acceptAttribute(rule: FileRule): string {
  return [...rule.mimeTypes, ...rule.extensions.map((extension) => `.${extension}`)].join(',');
}
