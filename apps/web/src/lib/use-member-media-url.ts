import { useEffect, useState } from 'react';
import { memberMediaHeaders } from './member-media-headers';

// <img> cannot send the session token, so a file that is not public yet is fetched with it and shown
// from a blob: address (the CSP allows blob: images). Public files keep their plain, cacheable URL.
/** The address to show `url` from: itself when public, else a blob: of it fetched with the member token. */
export function useMemberMediaUrl(url: string | null, isPublic: boolean): string | null {
  const [loaded, setLoaded] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    if (!url || isPublic) return undefined;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void fetch(url, { headers: memberMediaHeaders(url), signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        objectUrl = URL.createObjectURL(await response.blob());
        setLoaded({ url, src: objectUrl });
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, isPublic]);
  if (!url) return null;
  if (isPublic) return url;
  return loaded?.url === url ? loaded.src : null;
}
