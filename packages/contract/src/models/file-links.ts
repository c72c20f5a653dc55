/**
 * Protected files (ticket attachments today; creator previews and exports can follow) open through a
 * short-lived signed link: an authenticated API call checks access as usual and mints the link, and the
 * download route checks only the signature and expiry, so a browser can open it without the bearer token.
 */

/** How long a minted link opens its file. */
export const FILE_LINK_TTL_SECONDS = 300;

/** The download route under /api/v1; `kind` names the module that resolves `id` to a stored file. */
export const FILE_DOWNLOAD_PATH = '/files/:kind/:id';

/** The kinds of protected file served through signed links. */
export const FILE_LINK_KINDS = ['support-attachment'] as const;
export type FileLinkKind = (typeof FILE_LINK_KINDS)[number];
