import { useEffect, useState } from 'react';
import { moderatorHeaders } from '../../lib/use-moderator-media';

async function objectUrlOf(url: string, signal: AbortSignal): Promise<string> {
  // Stored files of a game that is not public yet reach staff with their token only; <img> cannot send it.
  if (!url.startsWith('/media/')) return url;
  const response = await fetch(url, { headers: moderatorHeaders(), signal });
  if (!response.ok) throw new Error(`media answered ${String(response.status)}`);
  return URL.createObjectURL(await response.blob());
}

/**
 * The game's pictures as the page can show them to staff: https and data: addresses as they are, stored files
 * as blob: addresses fetched with the admin token (revoked when the list changes). Null while loading.
 */
export function useStaffPictureUrls(urls: readonly string[]): string[] | null {
  const key = urls.join('\n');
  const [state, setState] = useState<{ key: string; shown: string[] } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let shown: string[] = [];
    void Promise.all(
      key
        .split('\n')
        .filter(Boolean)
        .map((url) => objectUrlOf(url, controller.signal)),
    )
      .then((loaded) => {
        shown = loaded;
        setState({ key, shown: loaded });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ key, shown: [] });
      });
    return () => {
      controller.abort();
      for (const url of shown) if (url.startsWith('blob:')) URL.revokeObjectURL(url);
    };
  }, [key]);
  return state?.key === key ? state.shown : null;
}
