import type { ActivityDetail } from '@streamit/contract';
import { useReducer, type ReactNode } from 'react';
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
}

/** The quiz screen: rules and history, one question at a time graded by the server, then the results. */
export function QuizPlayer({ activity, actions }: QuizPlayerProps) {
  const [flow, dispatch] = useReducer(quizFlowReducer, INTRO);
  return (
    <PlayPanel headingId="page-title" actions={actions} className="quiz-player">
      {flow.phase === 'intro' ? (
        <QuizIntro
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
