import { isSingleAnswerKind, type QuizAnswerResult } from '@streamit/contract';
import { useEffect, useRef, type Dispatch, type SubmitEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { useAnswerQuizQuestion } from './answer-quiz-question.queries';
import { useFinishQuizAttempt } from './finish-quiz-attempt.queries';
import { QuizChoices } from './quiz-choices';
import { QuizCountdown, useSecondsLeft } from './quiz-countdown';
import { isLastQuestion, type QuizFlow, type QuizFlowAction } from './quiz-flow';
import { QuizMediaView } from './quiz-media';

type PlayingFlow = Extract<QuizFlow, { phase: 'playing' }>;

/** Props of QuizQuestionStep. */
export interface QuizQuestionStepProps {
  activityId: string;
  flow: PlayingFlow;
  dispatch: Dispatch<QuizFlowAction>;
}

// After these refusals no answer can be taken any more; only finishing is left.
const CLOSED_CODES = new Set(['QUIZ_TIME_UP', 'QUIZ_ATTEMPT_FINISHED']);
// The open attempt resumes after a reload, but its earlier answers stay on the server only: answering one
// again is refused, and that refusal means "answered", not a failure.
const ANSWERED_EARLIER = 'QUIZ_ALREADY_ANSWERED';

function Verdict({ verdict }: { verdict: QuizAnswerResult | null }) {
  const { t } = useTranslation();
  if (!verdict) return <p className="quiz-verdict mb-0">{t('play.quiz.answeredEarlier')}</p>;
  return (
    <div className={`quiz-verdict ${verdict.correct ? 'quiz-verdict--right' : 'quiz-verdict--wrong'}`}>
      <p className="fw-semibold mb-1">
        {verdict.correct ? t('play.quiz.correct') : t('play.quiz.incorrect')}
      </p>
      {verdict.explanation ? (
        <p className="mb-0" dir="auto">
          {verdict.explanation}
        </p>
      ) : null}
    </div>
  );
}

interface StepButtonsProps {
  state: { answered: boolean; last: boolean; closed: boolean; timeUp: boolean };
  canCheck: boolean;
  finishing: boolean;
  onNext: () => void;
  onFinish: () => void;
}

// Check the answer first; then the next question, or the results after the last one or once time is up.
function StepButtons({ state, canCheck, finishing, onNext, onFinish }: StepButtonsProps) {
  const { t } = useTranslation();
  const { answered, last, closed, timeUp } = state;
  return (
    <div className="d-flex flex-wrap gap-2 mt-3">
      {!answered && !closed ? (
        <button type="submit" className="btn btn-primary" disabled={!canCheck}>
          {t('play.quiz.checkAnswer')}
        </button>
      ) : null}
      {answered && !last ? (
        <button type="button" className="btn btn-primary" onClick={onNext}>
          {t('play.quiz.next')}
        </button>
      ) : null}
      {(answered && last) || closed || timeUp ? (
        <button type="button" className="btn btn-primary" disabled={finishing} onClick={onFinish}>
          {t('play.quiz.seeResults')}
        </button>
      ) : null}
    </div>
  );
}

function useStepMutations({ activityId, flow, dispatch }: QuizQuestionStepProps) {
  const answer = useAnswerQuizQuestion(activityId, flow.attempt.attemptId);
  const finish = useFinishQuizAttempt(activityId, flow.attempt.attemptId);
  const question = flow.attempt.questions[flow.index];
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!question || flow.selected.length === 0) return;
    answer.mutate(
      { questionId: question.id, choiceIds: flow.selected },
      {
        onSuccess: (result) => {
          dispatch({ type: 'answered', result });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === ANSWERED_EARLIER)
            dispatch({ type: 'answeredEarlier', questionId: question.id });
        },
      },
    );
  };
  const finishNow = () => {
    finish.mutate(undefined, {
      onSuccess: (result) => {
        dispatch({ type: 'finished', result });
      },
    });
  };
  const closed = isApiError(answer.error) && CLOSED_CODES.has(answer.error.code);
  const answerError =
    isApiError(answer.error) && answer.error.code === ANSWERED_EARLIER ? null : answer.error;
  return { answer, finish, submit, finishNow, closed, error: answerError ?? finish.error };
}

/** One question: its media, the choices, the server's verdict and explanation, then the next step. */
export function QuizQuestionStep(props: QuizQuestionStepProps) {
  const { flow, dispatch } = props;
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const { answer, finish, submit, finishNow, closed, error } = useStepMutations(props);
  const question = flow.attempt.questions[flow.index];
  useEffect(() => heading.current?.focus(), [flow.index]);
  // Past the server's expiry only finishing is useful; answering stays possible so the server can say why not.
  const timeUp = useSecondsLeft(flow.attempt.expiresAt) === 0;
  if (!question) return null;
  const answered = flow.answers[question.id];
  const verdict = answered?.result ?? null;
  const last = isLastQuestion(flow);
  return (
    <form className="quiz-step" onSubmit={submit} aria-labelledby="quiz-question-prompt">
      <div className="d-flex flex-wrap justify-content-between gap-2 mb-3">
        <h3 ref={heading} tabIndex={-1} className="h6 text-body-secondary mb-0" data-testid="quiz-progress">
          {t('play.quiz.progress', { current: flow.index + 1, total: flow.attempt.questions.length })}
        </h3>
        {flow.attempt.expiresAt ? <QuizCountdown expiresAt={flow.attempt.expiresAt} /> : null}
      </div>
      {question.media ? <QuizMediaView media={question.media} label={t('play.quiz.mediaLabel')} /> : null}
      <fieldset>
        <legend id="quiz-question-prompt" className="h5" dir="auto">
          {question.prompt}
        </legend>
        <p className="form-text">
          {isSingleAnswerKind(question.kind) ? t('play.quiz.pickOne') : t('play.quiz.pickAll')}
        </p>
        <QuizChoices
          question={question}
          selected={flow.answers[question.id]?.picked ?? flow.selected}
          verdict={verdict}
          locked={answered !== undefined}
          onToggle={(choiceId) => {
            dispatch({ type: 'toggled', choiceId });
          }}
        />
      </fieldset>
      <div aria-live="polite">{answered ? <Verdict verdict={verdict} /> : null}</div>
      {error ? (
        <p role="alert" className="alert alert-warning mt-3 mb-0">
          {error.message}
        </p>
      ) : null}
      <StepButtons
        state={{ answered: answered !== undefined, last, closed, timeUp }}
        canCheck={flow.selected.length > 0 && !answer.isPending}
        finishing={finish.isPending}
        onNext={() => {
          dispatch({ type: 'next' });
        }}
        onFinish={finishNow}
      />
    </form>
  );
}
