import type {
  GameRound,
  GameRoundResult,
  GameSummary,
  RevealedCard,
  SubmitRoundBody,
} from '@streamit/contract';
import {
  getGameEndpoint,
  revealCardEndpoint,
  startGameRoundEndpoint,
  submitGameRoundEndpoint,
} from '@streamit/contract/routes';
import { createContext, useContext } from 'react';
import { apiClient } from '../../lib/api-client';

/** Who deals and scores the rounds the game player shows: the server for members, the page for a preview. */
export interface GamePlaySource {
  /** First part of every query key of this source, so a preview never shares a member's cached game. */
  keyPrefix: readonly string[];
  /** An author's preview: no member sign-in needed and nothing reaches the server. */
  preview: boolean;
  summary: (activityId: string, signal?: AbortSignal) => Promise<GameSummary>;
  start: (activityId: string) => Promise<GameRound>;
  reveal: (activityId: string, roundId: string, position: number) => Promise<RevealedCard>;
  submit: (activityId: string, roundId: string, body: SubmitRoundBody) => Promise<GameRoundResult>;
}

/** Members play against the server, which deals every round from a seed it keeps and replays the log. */
export const SERVER_GAME_SOURCE: GamePlaySource = {
  keyPrefix: ['games'],
  preview: false,
  summary: (id, signal) => apiClient.request(getGameEndpoint, { params: { id }, signal }),
  start: (id) => apiClient.request(startGameRoundEndpoint, { params: { id } }),
  reveal: (id, roundId, position) =>
    apiClient.request(revealCardEndpoint, { params: { id, roundId }, body: { position } }),
  submit: (id, roundId, body) =>
    apiClient.request(submitGameRoundEndpoint, { params: { id, roundId }, body }),
};

/** The source the game player below uses; the server's unless an author's preview provides its own. */
export const GamePlaySourceContext = createContext<GamePlaySource>(SERVER_GAME_SOURCE);

/** The game player's source of rounds and scores. */
export function useGamePlaySource(): GamePlaySource {
  return useContext(GamePlaySourceContext);
}
