import { useEffect, useState } from 'react';
import { readAuthToken } from './auth-storage';

/** Headers that let a moderator fetch media of content that is not public yet (the server checks the flag). */
export function moderatorHeaders(): Record<string, string> {
  const token = readAuthToken('admin');
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** What an authorised fetch of a media file has come to. */
export interface ModeratorObject {
  /** A blob: address the page can use in <img> or <video>; null while loading or after a failure. */
  src: string | null;
  failed: boolean;
}

// <img> and <video> cannot send the admin token, so the file is fetched with it and shown from a blob.
/** Fetches a media file with the admin token and answers a blob: address for it, revoked when unused. */
export function useModeratorObjectUrl(url: string | null): ModeratorObject {
  const [state, setState] = useState<ModeratorObject & { url: string | null }>({
    url: null,
    src: null,
    failed: false,
  });
  useEffect(() => {
    if (!url) return undefined;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void fetch(url, { headers: moderatorHeaders(), signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`media answered ${String(response.status)}`);
        objectUrl = URL.createObjectURL(await response.blob());
        setState({ url, src: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url, src: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state.url === url ? { src: state.src, failed: state.failed } : { src: null, failed: false };
}
