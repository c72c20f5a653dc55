import type { ActivityType } from '@streamit/contract';
import { lazyRouteComponent } from '@tanstack/react-router';

// The quiz, game and story screens are chunks of their own, loaded for their kind only: the watch page, the one
// most visited, fetched and compiled all three (about 60 kB and a dozen modules) beside its video, on the same
// connections and the same main thread the browser's player needs (bench/README.md, 2026-11-30).

/** A quiz's screen (features/quizzes), loaded on a quiz's page. */
export const QuizScreen = lazyRouteComponent(() => import('../features/quizzes/quiz-player'), 'QuizPlayer');

/** A memory game's screen (features/games), loaded on a game's page. */
export const GameScreen = lazyRouteComponent(() => import('../features/games/game-player'), 'GamePlayer');

/** A featured story's screen (features/stories), loaded on a story's page. */
export const StoryScreen = lazyRouteComponent(
  () => import('../features/stories/story-reader'),
  'StoryReader',
);

const SCREENS = { QUIZ: QuizScreen, GAME: GameScreen, FEATURED: StoryScreen, VIDEO: null } as const;

/** Loads the screen an activity of `type` shows (a video's is in the page), so its first render never suspends. */
export async function preloadActivityScreen(type: ActivityType): Promise<void> {
  await SCREENS[type]?.preload?.();
}
