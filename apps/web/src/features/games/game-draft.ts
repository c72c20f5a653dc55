import {
  gameImagesNeeded,
  GameInputSchema,
  type GameAuthoring,
  type GameDifficulty,
  type GameImage,
  type GameInput,
  type GameKind,
} from '@streamit/contract';

/** A game as the editor holds it: the parameters, and each picture with the address the page shows. */
export interface GameDraft {
  title: string;
  description: string;
  pointsReward: number;
  game: GameKind;
  difficulty: GameDifficulty;
  images: GameImage[];
}

/** Why a draft cannot be saved, published or previewed yet; the editor words each one. */
export type GameDraftProblem = 'title' | 'description' | 'pointsReward' | 'images' | 'picturesMissing';

export function emptyGameDraft(): GameDraft {
  return { title: '', description: '', pointsReward: 25, game: 'MEMORY', difficulty: 'EASY', images: [] };
}

export function gameDraftFrom(game: GameAuthoring): GameDraft {
  const { title, description, pointsReward, difficulty, images } = game;
  return { title, description, pointsReward, game: game.game, difficulty, images };
}

export function gameDraftToInput(draft: GameDraft): GameInput {
  return { ...draft, images: draft.images.map((image) => image.ref) };
}

const FIELDS: readonly GameDraftProblem[] = ['title', 'description', 'pointsReward', 'images'];

/**
 * The contract's schema checks the parameters as the server will; `complete` also asks for every picture the
 * game needs (a published game, a publish, a preview).
 */
export function gameDraftProblems(draft: GameDraft, complete: boolean): GameDraftProblem[] {
  const parsed = GameInputSchema.safeParse(gameDraftToInput(draft));
  const found = new Set<GameDraftProblem>();
  for (const issue of parsed.error?.issues ?? []) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field) found.add(field);
  }
  if (complete && draft.images.length < gameImagesNeeded(draft.game, draft.difficulty)) {
    found.add('picturesMissing');
  }
  return [...found];
}
