import type { QuizAuthoring } from '@streamit/contract';
import { useState, type SubmitEvent } from 'react';
import { DraftPreview, SavedNote } from '../../components/draft-preview';
import { useTranslation } from '../../i18n/use-translation';
import { QuizPlaySourceContext, SERVER_QUIZ_SOURCE } from './quiz-play-source';
import { QuestionEditor } from './question-editor';
import { useSaveQuiz, type QuizAuthorRealm } from './quiz-authoring.queries';
import {
  draftFromAuthoring,
  draftProblems,
  draftToInput,
  emptyDraft,
  moved,
  newQuestion,
  type DraftProblem,
  type DraftQuestion,
  type QuizDraft,
} from './quiz-draft';
import { DraftProblems, saveLabel, SubmitQuiz } from './quiz-editor-actions';
import { QuizEditorPreview } from './quiz-editor-preview';
import { QuizSettingsFields } from './quiz-settings-fields';
import './quiz-editor.css';

/** Props of QuizEditor. */
export interface QuizEditorProps {
  realm: QuizAuthorRealm;
  /** The stored quiz; null for a new one. */
  quiz: QuizAuthoring | null;
  /** After a save: the stored quiz (a new one now has its id). */
  onSaved: (quiz: QuizAuthoring) => void;
}

function useDraft(quiz: QuizAuthoring | null) {
  const [draft, setDraft] = useState<QuizDraft>(() => (quiz ? draftFromAuthoring(quiz) : emptyDraft()));
  const [dirty, setDirty] = useState(false);
  const change = (next: QuizDraft) => {
    setDraft(next);
    setDirty(true);
  };
  const setQuestion = (question: DraftQuestion) => {
    change({ ...draft, questions: draft.questions.map((q) => (q.id === question.id ? question : q)) });
  };
  return { draft, dirty, setDirty, change, setQuestion };
}

function QuestionList({
  editor,
  realm,
  quizId,
}: {
  editor: ReturnType<typeof useDraft>;
  realm: QuizAuthorRealm;
  quizId: string | null;
}) {
  const { t } = useTranslation();
  const { draft, change, setQuestion } = editor;
  const questions = draft.questions;
  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('quizEditor.questions.legend')}</legend>
      <ol className="list-unstyled mb-2">
        {questions.map((question, index) => (
          <QuestionEditor
            key={question.id}
            question={question}
            index={index}
            count={questions.length}
            realm={realm}
            quizId={quizId}
            onChange={setQuestion}
            onMove={(step) => {
              change({ ...draft, questions: moved(questions, question.id, step) });
            }}
            onRemove={() => {
              change({ ...draft, questions: questions.filter((q) => q.id !== question.id) });
            }}
          />
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={questions.length >= 200}
        onClick={() => {
          change({ ...draft, questions: [...questions, newQuestion()] });
        }}
      >
        {t('quizEditor.questions.add')}
      </button>
    </fieldset>
  );
}

/** The quiz editor of the Creator Studio and of staff: the quiz, its questions, a preview, save and submit. */
export function QuizEditor({ realm, quiz, onSaved }: QuizEditorProps) {
  const { t } = useTranslation();
  const editor = useDraft(quiz);
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveQuiz(realm, quiz?.activityId ?? null);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const found = draftProblems(editor.draft, realm === 'admin');
    setProblems(found);
    if (found.length > 0) return;
    save.mutate(draftToInput(editor.draft), {
      onSuccess: (saved) => {
        editor.setDirty(false);
        onSaved(saved);
      },
    });
  };
  const published = quiz?.status === 'PUBLISHED';
  return (
    <QuizPlaySourceContext value={{ ...SERVER_QUIZ_SOURCE, mediaRealm: realm }}>
      <form className="quiz-editor" onSubmit={onSubmit} noValidate hidden={previewing}>
        {published ? (
          <p className="alert alert-info">
            {realm === 'member' ? t('quizEditor.publishedNote') : t('quizEditor.staffPublishedNote')}
          </p>
        ) : null}
        <QuizSettingsFields
          draft={editor.draft}
          onChange={(patch) => {
            editor.change({ ...editor.draft, ...patch });
          }}
        />
        <QuestionList editor={editor} realm={realm} quizId={quiz?.activityId ?? null} />
        <DraftProblems problems={problems} />
        {save.error ? (
          <p role="alert" className="alert alert-danger">
            {save.error.message}
          </p>
        ) : null}
        <div className="quiz-editor-actions">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {saveLabel(realm, save.isPending, t)}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => {
              setPreviewing(true);
            }}
          >
            {t('quizEditor.actions.preview')}
          </button>
          {realm === 'member' ? <SubmitQuiz quiz={quiz} dirty={editor.dirty} /> : null}
          <SavedNote saved={save.isSuccess && !editor.dirty} label={t('quizEditor.actions.saved')} />
        </div>
      </form>
      {previewing ? (
        <DraftPreview
          closeLabel={t('quizEditor.actions.closePreview')}
          onClose={() => {
            setPreviewing(false);
          }}
        >
          <QuizEditorPreview draft={editor.draft} realm={realm} quizId={quiz?.activityId ?? null} />
        </DraftPreview>
      ) : null}
    </QuizPlaySourceContext>
  );
}
