/**
 * Opens a signed file link (decision 033, issue 26): the server answers it as a download, so the page stays
 * where it is, and the browser fetches it without the bearer token the link was minted with.
 */
export function openFileLink(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
