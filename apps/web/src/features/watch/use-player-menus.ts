import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { MenuChoice } from './player-controls';
import {
  buildQualityOptions,
  playingHeight,
  selectedOptionKey,
  type QualityOption,
  type RenditionInfo,
} from './quality-options';
import type { HlsSourceState } from './use-hls-source';

/** A WebVTT captions track of the activity. */
export interface CaptionTrack {
  label: string;
  url: string;
}

/** The quality menu: Auto (with what it plays now) and every rendition; choosing one pins that level. */
export function useQualityMenu(renditions: RenditionInfo[], source: HlsSourceState): MenuChoice {
  const { t } = useTranslation();
  const options = buildQualityOptions(renditions, source.levels);
  const height = playingHeight(source.levels, source.playingLevel);
  const native = source.levels === null;
  // Under the browser's own HLS a rendition is pinned by its height: hls.js takes over and finds its level.
  const selectable = (option: QualityOption) =>
    option.level !== null || (source.canSwitchEngine && option.height !== null);
  return {
    options: options.map((option) => ({
      key: option.key,
      label:
        option.key !== 'auto'
          ? option.label
          : height !== null && source.pinnedLevel < 0
            ? t('watch.player.qualityAutoPlaying', { height })
            : t('watch.player.qualityAuto'),
      disabled: !selectable(option),
    })),
    selectedKey:
      source.pendingHeight !== null
        ? `h${source.pendingHeight}`
        : selectedOptionKey(options, source.pinnedLevel),
    onSelect: (key) => {
      const option = options.find((found) => found.key === key);
      if (option?.level !== null && option?.level !== undefined) source.pinLevel(option.level);
      else if (option?.height) source.pinHeight(option.height);
    },
    note:
      native && !source.canSwitchEngine && renditions.length > 0
        ? t('watch.player.qualityBrowser')
        : undefined,
  };
}

function applyCaptionMode(video: HTMLVideoElement | null, selected: number): void {
  const tracks = video?.textTracks;
  if (!tracks) return;
  for (let index = 0; index < tracks.length; index++) {
    const track = tracks[index];
    if (track) track.mode = index === selected ? 'showing' : 'disabled';
  }
}

/** The subtitles menu (Off + each track) and the C-key toggle, which brings back the last track chosen. */
export function useCaptionsMenu(video: HTMLVideoElement | null, captions: CaptionTrack[]) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(-1);
  const [lastChosen, setLastChosen] = useState(0);
  useEffect(() => {
    applyCaptionMode(video, selected);
  }, [video, selected, captions]);
  const choose = (index: number) => {
    setSelected(index);
    if (index >= 0) setLastChosen(index);
  };
  const menu: MenuChoice | null =
    captions.length === 0
      ? null
      : {
          options: [
            { key: 'off', label: t('watch.player.captionsOff') },
            ...captions.map((track, index) => ({ key: String(index), label: track.label })),
          ],
          selectedKey: selected < 0 ? 'off' : String(selected),
          onSelect: (key) => {
            choose(key === 'off' ? -1 : Number(key));
          },
        };
  const toggle = () => {
    if (captions.length > 0) choose(selected < 0 ? lastChosen : -1);
  };
  return { menu, toggle };
}

/** Whether `element` is the full-screen element, following the document's fullscreenchange events. */
export function useFullscreen(element: HTMLElement | null) {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const update = () => {
      setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === element);
    };
    document.addEventListener('fullscreenchange', update);
    return () => {
      document.removeEventListener('fullscreenchange', update);
    };
  }, [element]);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void element?.requestFullscreen().catch(() => undefined);
  };
  return { fullscreen, toggle };
}
