import { useEffect, useState } from 'react';

/** True from the moment a <video> ends until it plays or seeks again. */
export function useEnded(video: HTMLVideoElement | null): boolean {
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    if (!video) return undefined;
    const onEnded = () => {
      setEnded(true);
    };
    const onResume = () => {
      setEnded(false);
    };
    const resumeEvents = ['play', 'seeking', 'emptied'] as const;
    video.addEventListener('ended', onEnded);
    for (const name of resumeEvents) video.addEventListener(name, onResume);
    return () => {
      video.removeEventListener('ended', onEnded);
      for (const name of resumeEvents) video.removeEventListener(name, onResume);
    };
  }, [video]);
  return ended;
}
