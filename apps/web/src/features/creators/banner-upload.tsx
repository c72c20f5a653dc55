import { CREATOR_BANNER_MAX_BYTES } from '@streamit/contract';
import { useId, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { useUploadBanner } from './creators.queries';

/** Upload of the creator banner, with a progress bar and a cancel button while it runs. */
export function BannerUpload({ bannerUrl, hasProfile }: { bannerUrl: string | null; hasProfile: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadBanner();
  const send = () => {
    const file = input.current?.files?.[0];
    if (file) upload.mutate(file);
  };
  const failure = upload.error && isApiError(upload.error) ? upload.error.message : null;
  return (
    <section className="mb-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {t('creators.profile.banner')}
      </h2>
      {bannerUrl ? (
        <img src={bannerUrl} alt="" width={1500} height={375} className="img-fluid rounded mb-2" />
      ) : null}
      {hasProfile ? (
        <>
          <label htmlFor={id} className="form-label">
            {t('creators.profile.banner')}
          </label>
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            className="form-control"
            aria-describedby={`${id}-hint`}
            data-max-bytes={CREATOR_BANNER_MAX_BYTES}
          />
          <p id={`${id}-hint`} className="form-text">
            {t('creators.profile.bannerHint')}
          </p>
          {upload.isPending ? (
            <div className="d-flex align-items-center gap-2 mb-2">
              <progress max={1} value={upload.progress} aria-label={t('creators.profile.uploading')} />
              <button type="button" className="btn btn-link" onClick={upload.cancel}>
                {t('creators.admin.cancel')}
              </button>
            </div>
          ) : null}
          {failure ? (
            <p role="alert" className="text-danger">
              {failure}
            </p>
          ) : null}
          {upload.isSuccess ? <p role="status">{t('creators.profile.bannerSaved')}</p> : null}
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={upload.isPending}
            onClick={send}
          >
            {t(upload.isPending ? 'creators.profile.uploading' : 'creators.profile.uploadBanner')}
          </button>
        </>
      ) : (
        <p className="text-body-secondary">{t('creators.profile.bannerNeedsProfile')}</p>
      )}
    </section>
  );
}
