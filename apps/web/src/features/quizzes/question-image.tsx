import type { ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { QuizMediaView } from './quiz-media';
import { useUploadQuizImage, type QuizAuthorRealm } from './quiz-authoring.queries';
import type { DraftQuestion } from './quiz-draft';

/** Props of QuestionImage. */
export interface QuestionImageProps {
  question: DraftQuestion;
  number: number;
  realm: QuizAuthorRealm;
  /** The saved quiz pictures are uploaded to; null before the first save. */
  quizId: string | null;
  onChange: (question: DraftQuestion) => void;
}

/** A question's picture: uploaded through the server (checked, made smaller, stored with the quiz), then shown. */
export function QuestionImage({ question, number, realm, quizId, onChange }: QuestionImageProps) {
  const { t } = useTranslation();
  const upload = useUploadQuizImage(realm, quizId);
  const inputId = `quiz-image-${question.id}`;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (image) => {
        onChange({ ...question, media: { kind: 'IMAGE', ref: image.ref } });
      },
    });
  };
  const label = t('quizEditor.image.label', { number });
  return (
    <div className="mb-3">
      {question.media ? <QuizMediaView media={question.media} label={label} /> : null}
      {quizId ? (
        <>
          <label className="form-label d-block" htmlFor={inputId}>
            {label}
          </label>
          <input
            id={inputId}
            type="file"
            className="form-control"
            accept="image/jpeg,image/png,image/webp"
            disabled={upload.isPending}
            aria-describedby={`${inputId}-hint`}
            onChange={pick}
          />
          <p id={`${inputId}-hint`} className="form-text">
            {upload.isPending ? t('quizEditor.image.uploading') : t('quizEditor.image.hint')}
          </p>
        </>
      ) : (
        <p className="form-text">{t('quizEditor.image.saveFirst')}</p>
      )}
      {upload.error ? (
        <p role="alert" className="text-danger small mb-0">
          {upload.error.message}
        </p>
      ) : null}
    </div>
  );
}
