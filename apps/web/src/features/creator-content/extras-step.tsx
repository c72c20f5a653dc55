import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CAPTIONS_RULE, IMAGE_RULE, PREVIEW_RULE } from './file-checks';
import { MediaUploadField } from './media-upload-field';
import { useUploadActivityCaptions } from './upload-activity-captions.queries';
import { useUploadActivityPreview } from './upload-activity-preview.queries';
import { useUploadActivityThumbnail } from './upload-activity-thumbnail.queries';

/** Languages offered for a captions track (labels are the contract's BCP 47 codes). */
export const CAPTION_LANGUAGES = ['en', 'ar', 'fr', 'es', 'de', 'tr', 'ur', 'hi'] as const;

function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function CaptionsField({ activityId }: { activityId: string }) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<string>(i18n.language.startsWith('ar') ? 'ar' : 'en');
  const captions = useUploadActivityCaptions(activityId);
  const upload = {
    ...captions,
    mutate: (file: File) => {
      captions.mutate({ file, label: language });
    },
  };
  return (
    <MediaUploadField
      id="extras-captions"
      label={t('creator.extras.captions')}
      hint={t('creator.extras.captionsHint')}
      savedMessage={t('creator.extras.captionsSaved')}
      rule={CAPTIONS_RULE}
      upload={upload}
    >
      <label htmlFor="extras-captions-language" className="form-label">
        {t('creator.extras.captionsLanguage')}
      </label>
      <select
        id="extras-captions-language"
        className="form-select mb-2"
        value={language}
        onChange={(event) => {
          setLanguage(event.target.value);
        }}
      >
        {CAPTION_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {languageName(code, i18n.language)}
          </option>
        ))}
      </select>
    </MediaUploadField>
  );
}

/** Props of ExtrasStep. */
export interface ExtrasStepProps {
  activityId: string;
  /** Processing has finished: only then may a thumbnail or preview replace the generated ones. */
  ready: boolean;
  onContinue: () => void;
}

/** Step 3 (optional): my own thumbnail, captions and preview clip. */
export function ExtrasStep({ activityId, ready, onContinue }: ExtrasStepProps) {
  const { t } = useTranslation();
  const thumbnail = useUploadActivityThumbnail(activityId);
  const preview = useUploadActivityPreview(activityId);
  return (
    <div className="d-grid gap-4">
      {ready ? null : <p className="alert alert-info mb-0">{t('creator.extras.waitForProcessing')}</p>}
      <MediaUploadField
        id="extras-thumbnail"
        label={t('creator.extras.thumbnail')}
        hint={t('creator.extras.thumbnailHint')}
        savedMessage={t('creator.extras.thumbnailSaved')}
        rule={IMAGE_RULE}
        upload={thumbnail}
        disabled={!ready}
      />
      <CaptionsField activityId={activityId} />
      <MediaUploadField
        id="extras-preview"
        label={t('creator.extras.preview')}
        hint={t('creator.extras.previewHint')}
        savedMessage={t('creator.extras.previewSaved')}
        rule={PREVIEW_RULE}
        upload={preview}
        disabled={!ready}
      />
      <div>
        <button type="button" className="btn btn-primary" onClick={onContinue}>
          {t('creator.extras.continue')}
        </button>
      </div>
    </div>
  );
}
