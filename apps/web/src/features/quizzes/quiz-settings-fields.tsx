import { useTranslation } from '../../i18n/use-translation';
import type { QuizDraft } from './quiz-draft';

/** Props of QuizSettingsFields. */
export interface QuizSettingsFieldsProps {
  draft: QuizDraft;
  onChange: (patch: Partial<QuizDraft>) => void;
}

const wholeNumber = (value: string, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(Number(value) || 0)));

function NumberField(props: {
  id: string;
  label: string;
  value: string;
  min: number;
  max: number;
  hint?: string;
  onChange: (value: string) => void;
}) {
  const { id, label, value, min, max, hint, onChange } = props;
  return (
    <div className="col-12 col-sm-4">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        className="form-control"
        min={min}
        max={max}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      {hint ? (
        <p id={`${id}-hint`} className="form-text mb-0">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function QuizNumbers({ draft, onChange }: QuizSettingsFieldsProps) {
  const { t } = useTranslation();
  const minutes = draft.timeLimitSeconds === null ? '' : String(Math.round(draft.timeLimitSeconds / 60));
  return (
    <div className="row g-3 mb-3">
      <NumberField
        id="quiz-pass-mark"
        label={t('quizEditor.settings.passMark')}
        value={String(draft.passMarkPercent)}
        min={0}
        max={100}
        onChange={(value) => {
          onChange({ passMarkPercent: wholeNumber(value, 0, 100) });
        }}
      />
      <NumberField
        id="quiz-time-limit"
        label={t('quizEditor.settings.timeLimit')}
        value={minutes}
        min={1}
        max={120}
        hint={t('quizEditor.settings.timeLimitHint')}
        onChange={(value) => {
          onChange({ timeLimitSeconds: value.trim() === '' ? null : wholeNumber(value, 1, 120) * 60 });
        }}
      />
      <NumberField
        id="quiz-points"
        label={t('quizEditor.settings.points')}
        value={String(draft.pointsReward)}
        min={0}
        max={100000}
        onChange={(value) => {
          onChange({ pointsReward: wholeNumber(value, 0, 100_000) });
        }}
      />
    </div>
  );
}

/** The quiz's own fields: title, description, pass mark, time limit, points and shuffling. */
export function QuizSettingsFields({ draft, onChange }: QuizSettingsFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('quizEditor.settings.legend')}</legend>
      <label className="form-label" htmlFor="quiz-title">
        {t('quizEditor.settings.title')}
      </label>
      <input
        id="quiz-title"
        className="form-control mb-3"
        maxLength={200}
        dir="auto"
        value={draft.title}
        onChange={(event) => {
          onChange({ title: event.target.value });
        }}
      />
      <label className="form-label" htmlFor="quiz-description">
        {t('quizEditor.settings.description')}
      </label>
      <textarea
        id="quiz-description"
        className="form-control mb-3"
        rows={3}
        maxLength={5000}
        dir="auto"
        value={draft.description}
        onChange={(event) => {
          onChange({ description: event.target.value });
        }}
      />
      <QuizNumbers draft={draft} onChange={onChange} />
      <div className="form-check">
        <input
          id="quiz-shuffle"
          type="checkbox"
          className="form-check-input"
          checked={draft.shuffleChoices}
          onChange={(event) => {
            onChange({ shuffleChoices: event.target.checked });
          }}
        />
        <label className="form-check-label" htmlFor="quiz-shuffle">
          {t('quizEditor.settings.shuffle')}
        </label>
      </div>
    </fieldset>
  );
}
