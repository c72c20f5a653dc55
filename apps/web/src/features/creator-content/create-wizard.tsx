import type { ContentCategory, CreatorActivity } from '@streamit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { DetailsStep } from './details-step';
import { ExtrasStep } from './extras-step';
import { CREATOR_CONTENT_KEY } from './list-creator-activities.queries';
import { ProcessingPanel } from './processing-panel';
import { VideoStep } from './video-step';
import { reachableSteps, WIZARD_STEPS, type WizardStep } from './wizard-steps';
import './creator-content.css';

/** Props of CreateWizard. */
export interface CreateWizardProps {
  categories: readonly ContentCategory[];
  /** The draft being worked on (after step 1), from the creator's content list. */
  activity: CreatorActivity | undefined;
  step: WizardStep;
  /** Moves to a step (the page keeps it in the address, so a reload lands on the same step). */
  onNavigate: (step: WizardStep, activityId: string) => void;
}

function Stepper({ step, activity, onNavigate }: Omit<CreateWizardProps, 'categories'>) {
  const { t } = useTranslation();
  const reachable = reachableSteps(activity);
  return (
    <ol className="wizard-steps" aria-label={t('creator.wizard.stepsLabel')}>
      {WIZARD_STEPS.map((item, index) => {
        const current = item === step;
        const label = t('creator.wizard.stepOf', {
          number: index + 1,
          name: t(`creator.wizard.steps.${item}`),
        });
        const open = activity && reachable.includes(item) && !current;
        return (
          <li
            key={item}
            className={current ? 'wizard-steps__item is-current' : 'wizard-steps__item'}
            aria-current={current ? 'step' : undefined}
          >
            {open ? (
              <button
                type="button"
                className="btn btn-link p-0"
                onClick={() => {
                  onNavigate(item, activity.id);
                }}
              >
                {label}
              </button>
            ) : (
              <span>{label}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function StepBody({ categories, activity, step, onNavigate }: CreateWizardProps) {
  const queryClient = useQueryClient();
  // The list must know about the new upload before the next step opens, or the step would not be reachable.
  const afterUpload = (id: string) =>
    void queryClient.invalidateQueries({ queryKey: CREATOR_CONTENT_KEY }).then(() => {
      onNavigate('extras', id);
    });
  if (step === 'details' || !activity)
    return (
      <DetailsStep
        categories={categories}
        activity={activity}
        onSaved={(id) => {
          onNavigate('video', id);
        }}
      />
    );
  if (step === 'video')
    return (
      <VideoStep
        activityId={activity.id}
        onUploaded={() => {
          afterUpload(activity.id);
        }}
      />
    );
  if (step === 'extras')
    return (
      <ExtrasStep
        activityId={activity.id}
        ready={activity.transcode?.state === 'READY'}
        onContinue={() => {
          onNavigate('processing', activity.id);
        }}
      />
    );
  return <ProcessingPanel activityId={activity.id} activity={activity} />;
}

/** The upload wizard: details → video (resumable, with progress) → optional extras → processing and review. */
export function CreateWizard(props: CreateWizardProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // Moving between steps puts keyboard and screen reader focus on the new step's heading.
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [props.step]);
  return (
    <div className="create-wizard">
      <Stepper step={props.step} activity={props.activity} onNavigate={props.onNavigate} />
      <section className="create-wizard__panel" aria-labelledby="wizard-step-title">
        <h2 id="wizard-step-title" className="h4" tabIndex={-1} ref={heading}>
          {t(`creator.wizard.steps.${props.step}`)}
        </h2>
        <p className="text-body-secondary">{t(`creator.wizard.intro.${props.step}`)}</p>
        <StepBody {...props} />
      </section>
    </div>
  );
}
