import { parseSocialTarget, SOCIAL_TASK_KINDS, type SocialTaskKind } from '@streamit/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useCreateSocialTask } from './social-admin.queries';

const EMPTY = { kind: 'FOLLOW' as SocialTaskKind, title: '', target: '', points: '50', maxCompletions: '' };

type Values = typeof EMPTY;
type SetValue = (key: keyof Values) => (event: { target: { value: string } }) => void;

// The target field names what the kind wants (a username to follow, a post otherwise) and why it is wrong.
function TargetField({
  id,
  values,
  invalid,
  set,
}: {
  id: string;
  values: Values;
  invalid: boolean;
  set: SetValue;
}) {
  const { t } = useTranslation();
  const follow = values.kind === 'FOLLOW';
  return (
    <div className="col-12 col-md-4">
      <label className="form-label" htmlFor={`${id}-target`}>
        {follow ? t('socialAdmin.form.username') : t('socialAdmin.form.postId')}
      </label>
      <input
        id={`${id}-target`}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        dir="ltr"
        required
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-target-error` : undefined}
        value={values.target}
        onChange={set('target')}
      />
      {invalid ? (
        <div id={`${id}-target-error`} className="invalid-feedback">
          {follow ? t('socialAdmin.form.usernameInvalid') : t('socialAdmin.form.postInvalid')}
        </div>
      ) : null}
    </div>
  );
}

function KindAndNameFields({ id, values, set }: { id: string; values: Values; set: SetValue }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="col-12 col-md-3">
        <label className="form-label" htmlFor={`${id}-kind`}>
          {t('socialAdmin.form.kind')}
        </label>
        <select id={`${id}-kind`} className="form-select" value={values.kind} onChange={set('kind')}>
          {SOCIAL_TASK_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`social.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-md-5">
        <label className="form-label" htmlFor={`${id}-name`}>
          {t('socialAdmin.form.name')}
        </label>
        <input
          id={`${id}-name`}
          className="form-control"
          required
          maxLength={120}
          value={values.title}
          onChange={set('title')}
        />
      </div>
    </>
  );
}

function RewardFields({ id, values, set }: { id: string; values: Values; set: SetValue }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="col-6 col-md-3">
        <label className="form-label" htmlFor={`${id}-points`}>
          {t('socialAdmin.form.points')}
        </label>
        <input
          id={`${id}-points`}
          type="number"
          min={1}
          className="form-control"
          required
          value={values.points}
          onChange={set('points')}
        />
      </div>
      <div className="col-6 col-md-3">
        <label className="form-label" htmlFor={`${id}-max`}>
          {t('socialAdmin.form.maxCompletions')}
        </label>
        <input
          id={`${id}-max`}
          type="number"
          min={1}
          className="form-control"
          value={values.maxCompletions}
          onChange={set('maxCompletions')}
        />
      </div>
    </>
  );
}

/**
 * Creates a social task: kind, title, target (a username or profile link; a post link or id), points and an
 * optional global cap. The target is read with the contract's parser, so a pasted link works and a wrong one
 * is named before anything is sent.
 */
export function SocialTaskForm() {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [targetInvalid, setTargetInvalid] = useState(false);
  const create = useCreateSocialTask();
  const set: SetValue = (key) => (event) => {
    setValues((current) => ({ ...current, [key]: event.target.value }));
    if (key === 'target' || key === 'kind') setTargetInvalid(false);
  };
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const target = parseSocialTarget(values.kind, values.target);
    setTargetInvalid(target === null);
    if (target === null) return;
    const maxCompletions = values.maxCompletions ? Number(values.maxCompletions) : null;
    const body = {
      kind: values.kind,
      title: values.title,
      target,
      points: Number(values.points),
      maxCompletions,
    };
    create.mutate(body, {
      onSuccess: () => {
        setValues(EMPTY);
      },
    });
  };
  return (
    <form className="card card-body mb-4" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {t('socialAdmin.form.title')}
      </h2>
      <div className="row g-2">
        <KindAndNameFields id={id} values={values} set={set} />
        <TargetField id={id} values={values} invalid={targetInvalid} set={set} />
        <RewardFields id={id} values={values} set={set} />
      </div>
      {create.isError ? (
        <p role="alert" className="text-danger mt-2 mb-0">
          {create.error.message}
        </p>
      ) : null}
      <div className="mt-3">
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {t('socialAdmin.form.create')}
        </button>
      </div>
    </form>
  );
}
