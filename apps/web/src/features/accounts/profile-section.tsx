import type { MemberUser } from '@streamit/contract';
import type { ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FormField } from '../../components/form-field';
import { AccountSection, ErrorNote, useErrorMessage } from './account-ui';
import { ProfileNamesForm } from './profile-names-form';
import { useUploadAvatar } from './upload-avatar.queries';

function Avatar({ user }: { user: MemberUser }) {
  const initial = (user.displayName ?? user.firstName ?? 'A').charAt(0).toUpperCase() || 'A';
  if (user.avatarUrl)
    return <img src={user.avatarUrl} alt="" width={96} height={96} className="rounded-circle" />;
  return (
    <span
      className="rounded-circle bg-primary text-white d-inline-flex align-items-center justify-content-center fs-2"
      style={{ width: 96, height: 96 }}
      aria-hidden="true"
    >
      {initial}
    </span>
  );
}

function AvatarUpload() {
  const { t } = useTranslation();
  const upload = useUploadAvatar();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) upload.mutate(file);
    event.target.value = '';
  };
  return (
    <div className="mt-3">
      <FormField
        id="account-avatar"
        label={t('account.profile.avatar')}
        hint={t('account.profile.avatarHint')}
      >
        {(aria) => (
          <input
            id="account-avatar"
            type="file"
            className="form-control"
            accept="image/jpeg,image/png,image/gif,image/webp"
            disabled={upload.isPending}
            {...aria}
            onChange={onChange}
          />
        )}
      </FormField>
      {upload.isPending ? (
        <div className="d-flex align-items-center gap-2">
          <progress
            className="flex-grow-1"
            max={1}
            value={upload.progress}
            aria-label={t('account.profile.uploading')}
          />
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={upload.cancel}>
            {t('account.cancel')}
          </button>
        </div>
      ) : null}
      <ErrorNote message={useErrorMessage(upload.error)} />
      {upload.isSuccess ? <p role="status">{t('account.profile.avatarSaved')}</p> : null}
    </div>
  );
}

/**
 * Who the member is: names to edit, and the avatar (uploaded with progress; type and size are checked by the
 * server).
 */
export function ProfileSection({ user }: { user: MemberUser }) {
  const { t } = useTranslation();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <AccountSection id="account-profile" title={t('account.profile.title')}>
      <div className="d-flex gap-3 align-items-center">
        <Avatar user={user} />
        <dl className="mb-0">
          <dt>{t('auth.fields.displayName')}</dt>
          <dd dir="auto" data-testid="account-display-name">
            {user.displayName ?? name}
          </dd>
          <dt>{t('auth.fields.email')}</dt>
          <dd dir="ltr">{user.email ?? t('account.profile.noEmail')}</dd>
          <dt>{t('memberDashboard.tier')}</dt>
          <dd className="mb-0">{user.tier}</dd>
        </dl>
      </div>
      <ProfileNamesForm key={user.id} user={user} />
      <AvatarUpload />
    </AccountSection>
  );
}
