import type { GameAuthoring, GameImage, GameInput } from '@streamit/contract';
import {
  createGameEndpoint,
  getAdminGameEndpoint,
  listAdminGamesEndpoint,
  publishGameEndpoint,
  updateGameEndpoint,
  uploadGameImageEndpoint,
} from '@streamit/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** The query key of one game as staff read it. */
export function authoredGameKey(id: string) {
  return ['game-authoring', id] as const;
}

/** GET /admin/games/:id: every parameter, its status and version. */
export function useAuthoredGame(id: string | null) {
  return useQuery({
    queryKey: authoredGameKey(id ?? ''),
    queryFn: ({ signal }) => apiClient.request(getAdminGameEndpoint, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

function useCachedGame() {
  const queryClient = useQueryClient();
  return (game: GameAuthoring) => {
    queryClient.setQueryData(authoredGameKey(game.activityId), game);
  };
}

/** POST (new draft) or PUT (existing game) the parameters; the answer becomes the cached copy. */
export function useSaveGame(id: string | null) {
  const cache = useCachedGame();
  return useMutation({
    mutationFn: (body: GameInput) =>
      id
        ? apiClient.request(updateGameEndpoint, { params: { id }, body })
        : apiClient.request(createGameEndpoint, { body }),
    retry: false,
    onSuccess: cache,
  });
}

/** POST /admin/games/:id/publish: the complete draft goes live. */
export function usePublishGame(id: string | null) {
  const cache = useCachedGame();
  return useMutation({
    mutationFn: () => apiClient.request(publishGameEndpoint, { params: { id: id ?? '' } }),
    retry: false,
    onSuccess: cache,
  });
}

/** POST /admin/games/:id/images (multipart `file`): a picture, checked and re-encoded by the server. */
export function useUploadGameImage(id: string | null) {
  return useMutation({
    mutationFn: (file: File): Promise<GameImage> => {
      const body = new FormData();
      body.append('file', file);
      return apiClient.request(uploadGameImageEndpoint, { params: { id: id ?? '' }, body });
    },
    retry: false,
  });
}

/** GET /admin/games: every game, drafts included, newest change first. */
export function useStaffGames() {
  return useQuery({
    queryKey: ['game-authoring', 'list'],
    queryFn: ({ signal }) => apiClient.request(listAdminGamesEndpoint, { signal }),
  });
}
