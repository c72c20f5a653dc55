import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { QuizPlaySourceContext } from './quiz-play-source';
import { QuizPlayer } from './quiz-player';
import type { QuizAuthorRealm } from './quiz-authoring.queries';
import type { QuizDraft } from './quiz-draft';
import { createPreviewSource } from './quiz-preview-source';

/** Props of QuizEditorPreview. */
export interface QuizEditorPreviewProps {
  draft: QuizDraft;
  realm: QuizAuthorRealm;
  quizId: string | null;
}

/** The member's quiz player on the draft as it stands: drawn, timed and graded as members will see it. */
export function QuizEditorPreview({ draft, realm, quizId }: QuizEditorPreviewProps) {
  const { t } = useTranslation();
  const timeUp = t('quizEditor.preview.timeUp');
  const source = useMemo(() => createPreviewSource(draft, realm, timeUp), [draft, realm, timeUp]);
  return (
    <div className="quiz-editor-preview">
      <h2 id="quiz-preview-heading" className="h4">
        {t('quizEditor.preview.heading')}: <span dir="auto">{draft.title}</span>
      </h2>
      <p className="text-body-secondary">{t('quizEditor.preview.note')}</p>
      <QuizPlaySourceContext value={source}>
        <QuizPlayer
          activity={{ id: quizId ?? '00000000-0000-4000-8000-000000000000' }}
          headingId="quiz-preview-heading"
        />
      </QuizPlaySourceContext>
    </div>
  );
}
