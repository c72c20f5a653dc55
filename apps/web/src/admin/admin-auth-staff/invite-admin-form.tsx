import { ADMIN_ROLES, type AdminRole, type CreateAdminUserResponse } from '@streamit/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert, InputField, SelectField, SubmitButton } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { zodResolver } from '../../lib/zod-resolver';
import { useInviteAdmin } from './admin-staff.queries';

const InviteFormSchema = z.object({
  name: z.string().trim().min(1, 'forms.errors.nameRequired').max(100, 'forms.errors.nameTooLong'),
  email: z
    .string()
    .trim()
    .min(1, 'forms.errors.emailRequired')
    .max(254, 'forms.errors.emailInvalid')
    .pipe(z.email('forms.errors.emailInvalid')),
  role: z.enum(ADMIN_ROLES),
});
type InviteForm = z.infer<typeof InviteFormSchema>;

/** Invites a staff member; the parent shows the setup link the server answers. */
export function InviteAdminForm({ onInvited }: { onInvited: (created: CreateAdminUserResponse) => void }) {
  const { t } = useTranslation();
  const invite = useInviteAdmin();
  const { register, handleSubmit, formState, reset } = useForm<InviteForm>({
    resolver: zodResolver(InviteFormSchema),
    defaultValues: { name: '', email: '', role: 'MODERATOR' },
  });
  const submit = handleSubmit((values) => {
    invite.mutate(values, {
      onSuccess: (created) => {
        reset();
        onInvited(created);
      },
    });
  });
  const failure = invite.error
    ? isApiError(invite.error)
      ? invite.error.message
      : t('auth.errors.generic')
    : null;
  const roles = ADMIN_ROLES.map((role: AdminRole) => ({ value: role, label: t(`roles.${role}`) }));
  return (
    <form noValidate className="card card-body mb-4" onSubmit={(event) => void submit(event)}>
      <h2 className="h5">{t('adminStaff.invite.title')}</h2>
      <FormAlert message={failure} />
      <div className="row g-3">
        <InputField
          id="invite-name"
          required
          className="col-md-4"
          label={t('adminStaff.invite.name')}
          error={formState.errors.name}
          registration={register('name')}
        />
        <InputField
          id="invite-email"
          type="email"
          required
          className="col-md-4"
          label={t('adminStaff.invite.email')}
          autoComplete="off"
          error={formState.errors.email}
          registration={register('email')}
        />
        <SelectField
          id="invite-role"
          required
          className="col-md-4"
          label={t('adminStaff.invite.role')}
          options={roles}
          error={formState.errors.role}
          registration={register('role')}
        />
      </div>
      <SubmitButton
        className="btn btn-primary mt-3 align-self-start"
        pending={invite.isPending}
        label={t('adminStaff.invite.submit')}
        pendingLabel={t('adminStaff.invite.pending')}
      />
    </form>
  );
}
