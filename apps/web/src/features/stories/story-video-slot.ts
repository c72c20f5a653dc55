import { createContext, type ComponentType } from 'react';

/** What the story hands the video player it is given. */
export interface StoryVideoPlayerProps {
  title: string;
  /** The HLS master playlist of a video everyone may play now. */
  src: string;
  poster: string | null;
}

/** The player a reader plays videos in, and which video section plays now (one at a time). */
export interface StoryVideoSlot {
  Player: ComponentType<StoryVideoPlayerProps>;
  playing: string | null;
  play: (key: string) => void;
}

/**
 * The story reader's videos play in the watch page's player, which lives in another feature: the page that
 * shows the story passes it in (features never import each other). Without one (the editor's and the
 * moderation queue's previews) a video section links to its watch page instead.
 */
export const StoryVideoSlotContext = createContext<StoryVideoSlot | null>(null);
