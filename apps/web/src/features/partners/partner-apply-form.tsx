import { PARTNER_KINDS } from '@streamit/contract';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CountrySelectField } from '../../components/country-select';
import { FormAlert, InputField, SelectField, SubmitButton, TextareaField } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { zodResolver } from '../../lib/zod-resolver';
import {
  PARTNER_APPLY_DEFAULTS,
  partnerApplySchema,
  toPartnerApplicationBody,
  type PartnerApplyValues,
} from './partner-apply-values';
import { useApplyPartner } from './partners.queries';

interface FieldsProps {
  register: UseFormRegister<PartnerApplyValues>;
  errors: FieldErrors<PartnerApplyValues>;
}

function OrganisationFields({ register, errors }: FieldsProps) {
  const { t } = useTranslation();
  const kinds = PARTNER_KINDS.map((kind) => ({ value: kind, label: t(`partners.kinds.${kind}`) }));
  return (
    <>
      <InputField
        id="partner-name"
        label={t('partners.apply.fields.organisationName')}
        error={errors.organisationName}
        registration={register('organisationName')}
        required
        dir="auto"
      />
      <SelectField
        id="partner-kind"
        label={t('partners.apply.fields.kind')}
        error={errors.kind}
        registration={register('kind')}
        options={[{ value: '', label: t('partners.apply.choose') }, ...kinds]}
      />
      <InputField
        id="partner-website"
        label={t('partners.apply.fields.website')}
        hint={t('partners.apply.hints.website')}
        error={errors.website}
        registration={register('website')}
        required
      />
      <CountrySelectField
        id="partner-country"
        label={t('partners.apply.fields.country')}
        error={errors.country}
        registration={register('country')}
        emptyLabel={t('partners.apply.choose')}
      />
    </>
  );
}

function PitchFields({ register, errors }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <InputField
        id="partner-logo"
        label={t('partners.apply.fields.logoUrl')}
        error={errors.logoUrl}
        registration={register('logoUrl')}
      />
      <TextareaField
        id="partner-pitch"
        label={t('partners.apply.fields.pitch')}
        hint={t('partners.apply.hints.pitch')}
        error={errors.pitch}
        registration={register('pitch')}
        rows={5}
        dir="auto"
      />
    </>
  );
}

/** The partner application form of a signed-in member. */
export function PartnerApplyForm() {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<PartnerApplyValues>({
    resolver: zodResolver(partnerApplySchema),
    defaultValues: PARTNER_APPLY_DEFAULTS,
  });
  const apply = useApplyPartner();
  const error = apply.error;
  const message = error ? (isApiError(error) ? error.message : t('partners.apply.failed')) : null;
  const send = (values: PartnerApplyValues) =>
    apply.mutateAsync(toPartnerApplicationBody(values)).catch(() => undefined);
  return (
    <form
      noValidate
      aria-label={t('partners.apply.formLabel')}
      onSubmit={(event) => void handleSubmit(send)(event)}
    >
      <FormAlert message={message} />
      <OrganisationFields register={register} errors={formState.errors} />
      <PitchFields register={register} errors={formState.errors} />
      <SubmitButton
        className="btn btn-primary"
        pending={apply.isPending}
        label={t('partners.apply.submit')}
        pendingLabel={t('partners.apply.sending')}
      />
    </form>
  );
}
