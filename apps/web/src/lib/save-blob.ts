/** Hands a blob to the browser's downloads under a name (a downloaded file fetched with the session token). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; free it on the next turn.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
