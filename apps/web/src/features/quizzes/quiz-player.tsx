import type { ActivityDetail, QuizResult } from '@streamit/contract';
import { useEffect, useEffectEvent, useReducer, type ReactNode } from 'react';
import type { ActivityEarning } from '../../lib/activity-earning';
import { PlayPanel } from '../../components/play-panel';
import { QuizIntro } from './quiz-intro';
import { INTRO, quizFlowReducer } from './quiz-flow';
import { QuizQuestionStep } from './quiz-question-step';
import { QuizResults } from './quiz-results';
import './quiz-player.css';

/** Props of QuizPlayer. */
export interface QuizPlayerProps {
  activity: Pick<ActivityDetail, 'id'>;
  /** The heading that names the quiz: the page's banner title, or the author's preview heading. */
  headingId?: string;
  /** Extra controls beside the title (e.g. the report button). */
  actions?: ReactNode;
  /** The points side: what passing earns, and where to report a pass. */
  earning?: ActivityEarning;
}

/** The quiz screen: rules and history, one question at a time graded by the server, then the results. */
export function QuizPlayer({ activity, actions, earning, headingId = 'page-title' }: QuizPlayerProps) {
  const [flow, dispatch] = useReducer(quizFlowReducer, INTRO);
  const finished = flow.phase === 'results' ? flow.result : null;
  const reportEarning = useEffectEvent((result: QuizResult) => {
    earning?.onEarning(result.earning);
  });
  // The finish answer carries what the server decided for a pass: the points side shows it.
  useEffect(() => {
    if (finished) reportEarning(finished);
  }, [finished]);
  return (
    <PlayPanel headingId={headingId} actions={actions} className="quiz-player">
      {earning?.note}
      {flow.phase === 'intro' ? (
        <QuizIntro
          points={earning?.points ?? null}
          activityId={activity.id}
          onStarted={(attempt) => {
            dispatch({ type: 'started', attempt });
          }}
        />
      ) : flow.phase === 'playing' ? (
        <QuizQuestionStep activityId={activity.id} flow={flow} dispatch={dispatch} />
      ) : (
        <QuizResults
          attempt={flow.attempt}
          result={flow.result}
          answers={flow.answers}
          onTryAgain={() => {
            dispatch({ type: 'restarted' });
          }}
        />
      )}
    </PlayPanel>
  );
}
