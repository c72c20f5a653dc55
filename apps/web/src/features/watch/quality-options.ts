/** A rendition as the activity detail lists it. */
export interface RenditionInfo {
  label: string;
  width: number;
  height: number;
}

/** A level as hls.js reports it after parsing the master playlist. */
export interface LevelInfo {
  height: number;
  width: number;
  bitrate: number;
}

/** One entry of the quality menu; `level` -1 is Auto, null means the browser picks (native HLS). */
export interface QualityOption {
  key: string;
  label: string;
  level: number | null;
  height: number | null;
}

/** The level index hls.js uses for automatic switching. */
export const AUTO_LEVEL = -1;

function renditionLabel(height: number): string {
  return `${height}p`;
}

/**
 * "Auto" first, then every rendition from the highest down. Renditions are matched to hls.js levels by
 * height; without levels (native HLS, or before the manifest is parsed) they are listed but not selectable.
 */
export function buildQualityOptions(
  renditions: RenditionInfo[],
  levels: LevelInfo[] | null,
): QualityOption[] {
  const heights = new Set<number>([
    ...renditions.map((rendition) => rendition.height),
    ...(levels ?? []).map((level) => level.height),
  ]);
  const options = [...heights]
    .filter((height) => height > 0)
    .sort((a, b) => b - a)
    .map((height): QualityOption => {
      const index = levels ? levels.findIndex((level) => level.height === height) : -1;
      const label = renditions.find((rendition) => rendition.height === height)?.label;
      return {
        key: `h${height}`,
        label: label ?? renditionLabel(height),
        level: index >= 0 ? index : null,
        height,
      };
    });
  return [{ key: 'auto', label: 'auto', level: AUTO_LEVEL, height: null }, ...options];
}

/** The option the menu shows as checked: the pinned level, else Auto. */
export function selectedOptionKey(options: QualityOption[], pinnedLevel: number): string {
  const pinned =
    pinnedLevel === AUTO_LEVEL ? undefined : options.find((option) => option.level === pinnedLevel);
  return pinned?.key ?? 'auto';
}

/** The height currently on screen under Auto, for the "Auto (720p)" hint; null when unknown. */
export function playingHeight(levels: LevelInfo[] | null, playingLevel: number): number | null {
  if (!levels || playingLevel < 0) return null;
  return levels[playingLevel]?.height ?? null;
}
