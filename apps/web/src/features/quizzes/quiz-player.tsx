import type { ActivityDetail } from '@streamit/contract';
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
  activity: ActivityDetail;
  /** Extra controls beside the title (e.g. the report button). */
  actions?: ReactNode;
  /** The points side: what passing earns, and where to report a pass. */
  earning?: ActivityEarning;
}

/** The quiz screen: rules and history, one question at a time graded by the server, then the results. */
export function QuizPlayer({ activity, actions, earning }: QuizPlayerProps) {
  const [flow, dispatch] = useReducer(quizFlowReducer, INTRO);
  const passed = flow.phase === 'results' && flow.result.passed ? flow.result : null;
  const reportPass = useEffectEvent(() => {
    earning?.onProgress({ kind: 'passed' });
  });
  // A graded pass is the quiz's evidence: the points side asks the server to complete it.
  useEffect(() => {
    if (passed) reportPass();
  }, [passed]);
  return (
    <PlayPanel headingId="page-title" actions={actions} className="quiz-player">
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
