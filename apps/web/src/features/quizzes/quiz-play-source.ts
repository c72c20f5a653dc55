import type {
  QuizAnswerInput,
  QuizAnswerResult,
  QuizAttempt,
  QuizAttemptHistory,
  QuizResult,
  QuizSummary,
} from '@streamit/contract';
import {
  answerQuizQuestionEndpoint,
  finishQuizAttemptEndpoint,
  getQuizSummaryEndpoint,
  listQuizAttemptsEndpoint,
  startQuizAttemptEndpoint,
} from '@streamit/contract/routes';
import { createContext, useContext } from 'react';
import { apiClient } from '../../lib/api-client';

/** Who issues and grades a quiz the player shows: the server for members, the page for an author's preview. */
export interface QuizPlaySource {
  /** First part of every query key of this source, so a preview never shares a member's cached answers. */
  keyPrefix: readonly string[];
  /** An author's preview: no sign-in needed and nothing reaches the server. */
  preview: boolean;
  /** Whose token fetches question pictures that are not public yet (an unpublished quiz's). */
  mediaRealm: 'public' | 'member' | 'admin';
  summary: (activityId: string, signal?: AbortSignal) => Promise<QuizSummary>;
  start: (activityId: string) => Promise<QuizAttempt>;
  answer: (activityId: string, attemptId: string, body: QuizAnswerInput) => Promise<QuizAnswerResult>;
  finish: (activityId: string, attemptId: string) => Promise<QuizResult>;
  attempts: (activityId: string, signal?: AbortSignal) => Promise<QuizAttemptHistory>;
}

/** Members play against the server, which draws, grades and scores every attempt. */
export const SERVER_QUIZ_SOURCE: QuizPlaySource = {
  keyPrefix: ['quizzes'],
  preview: false,
  mediaRealm: 'public',
  summary: (id, signal) => apiClient.request(getQuizSummaryEndpoint, { params: { id }, signal }),
  start: (id) => apiClient.request(startQuizAttemptEndpoint, { params: { id } }),
  answer: (id, attemptId, body) =>
    apiClient.request(answerQuizQuestionEndpoint, { params: { id, attemptId }, body }),
  finish: (id, attemptId) => apiClient.request(finishQuizAttemptEndpoint, { params: { id, attemptId } }),
  attempts: (id, signal) => apiClient.request(listQuizAttemptsEndpoint, { params: { id }, signal }),
};

/** The source the quiz player below uses; the server's unless an author's preview provides its own. */
export const QuizPlaySourceContext = createContext<QuizPlaySource>(SERVER_QUIZ_SOURCE);

/** The quiz player's source of questions and verdicts. */
export function useQuizPlaySource(): QuizPlaySource {
  return useContext(QuizPlaySourceContext);
}
