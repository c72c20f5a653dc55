import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FormAlert } from '../../components/form-field';
import { acceptAttribute, checkFile, VIDEO_RULE, type FileProblem } from './file-checks';
import { FileProblemNote } from './file-problem';
import { formatBytes } from '../../lib/format-bytes';
import { findStoredUploads } from './tus-upload';
import { UploadProgress } from './upload-progress';
import { useVideoUpload, type VideoUpload } from './use-video-upload';

/** Props of VideoStep. */
export interface VideoStepProps {
  activityId: string;
  onUploaded: () => void;
}

/** Size of an unfinished upload this browser remembers for the activity, or null. */
function useStoredUploadSize(activityId: string): number | null {
  const [size, setSize] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void findStoredUploads(activityId)
      .then((uploads) => {
        if (live) setSize(uploads[0]?.size ?? null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [activityId]);
  return size;
}

function ResumeNotice({ size }: { size: number | null }) {
  const { t, i18n } = useTranslation();
  if (size === null) return null;
  return (
    <div className="alert alert-info" role="status">
      {t('creator.video.resumeNotice', { size: formatBytes(size, i18n.language) })}
    </div>
  );
}

function FilePicker({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const found = checkFile(file, VIDEO_RULE);
    setProblem(found);
    if (!found) onFile(file);
  };
  return (
    <div className="mb-3">
      <label htmlFor="wizard-video-file" className="form-label">
        {t('creator.video.file')}
      </label>
      <input
        id="wizard-video-file"
        type="file"
        className={problem ? 'form-control is-invalid' : 'form-control'}
        accept={acceptAttribute(VIDEO_RULE)}
        aria-describedby={problem ? 'wizard-video-hint wizard-video-problem' : 'wizard-video-hint'}
        aria-invalid={problem ? true : undefined}
        disabled={disabled}
        onChange={onChange}
      />
      <p id="wizard-video-hint" className="form-text mb-0">
        {t('creator.video.hint')}
      </p>
      <FileProblemNote id="wizard-video-problem" problem={problem} />
    </div>
  );
}

function UploadOutcome({ upload }: { upload: VideoUpload }) {
  const { t } = useTranslation();
  if (upload.state.phase === 'cancelled')
    return (
      <p role="status" className="text-body-secondary">
        {t('creator.upload.cancelled')}
      </p>
    );
  return <FormAlert message={upload.state.failure?.message ?? null} />;
}

/** Step 2: the video file, sent with tus so a dropped connection or a reload resumes where it stopped. */
export function VideoStep({ activityId, onUploaded }: VideoStepProps) {
  const upload = useVideoUpload(activityId, onUploaded);
  const storedSize = useStoredUploadSize(activityId);
  const [fileName, setFileName] = useState('');
  const { phase } = upload.state;
  const showProgress = phase !== 'idle' && phase !== 'cancelled';
  const start = (file: File) => {
    setFileName(file.name);
    void upload.start(file);
  };
  return (
    <div>
      {phase === 'idle' ? <ResumeNotice size={storedSize} /> : null}
      <FilePicker onFile={start} disabled={showProgress && phase !== 'failed'} />
      <UploadOutcome upload={upload} />
      {showProgress ? <UploadProgress upload={upload} fileName={fileName} /> : null}
    </div>
  );
}
