import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { InputField, SubmitButton } from '../../components/form-field';
import { zodResolver } from '../../lib/zod-resolver';
import { TwoFactorCodeFormSchema, type TwoFactorCodeForm } from './account-form-schemas';

/** Props of TwoFactorCodeForm. */
export interface TwoFactorCodeFormProps {
  id: string;
  label: string;
  submitLabel: string;
  pending: boolean;
  onCode: (code: string) => void;
}

/** One code from the authenticator app, checked before it is sent. */
export function TwoFactorCodeForm({ id, label, submitLabel, pending, onCode }: TwoFactorCodeFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<TwoFactorCodeForm>({
    resolver: zodResolver(TwoFactorCodeFormSchema),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit((values) => {
    onCode(values.code);
  });
  return (
    <form noValidate aria-label={submitLabel} onSubmit={(event) => void submit(event)}>
      <InputField
        id={id}
        required
        label={label}
        error={formState.errors.code}
        autoComplete="one-time-code"
        inputMode="numeric"
        registration={register('code')}
      />
      <SubmitButton
        className="btn btn-primary"
        pending={pending}
        label={submitLabel}
        pendingLabel={t('account.saving')}
      />
    </form>
  );
}
