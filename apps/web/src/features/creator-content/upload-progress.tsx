import { useTranslation } from '../../i18n/use-translation';
import { formatBytes } from '../../lib/format-bytes';
import { formatDuration } from './upload-format';
import { canResumeAfter, secondsLeft, uploadPercent, uploadSpeed, type UploadState } from './upload-machine';
import type { VideoUpload } from './use-video-upload';

function ProgressFacts({ state }: { state: UploadState }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const speed = uploadSpeed(state);
  const left = secondsLeft(state);
  return (
    <dl className="upload-facts">
      <div>
        <dt>{t('creator.upload.sent')}</dt>
        <dd data-testid="upload-sent">
          {t('creator.upload.sentOf', {
            sent: formatBytes(state.bytesSent, locale),
            total: formatBytes(state.bytesTotal, locale),
          })}
        </dd>
      </div>
      <div>
        <dt>{t('creator.upload.speed')}</dt>
        <dd data-testid="upload-speed">
          {speed === null ? '—' : t('creator.upload.perSecond', { size: formatBytes(speed, locale) })}
        </dd>
      </div>
      <div>
        <dt>{t('creator.upload.timeLeft')}</dt>
        <dd data-testid="upload-time-left">{left === null ? '—' : formatDuration(left, locale)}</dd>
      </div>
    </dl>
  );
}

type PhaseMessage = 'creator.upload.paused' | 'creator.upload.offline' | 'creator.upload.checking';

function phaseMessage(state: UploadState): PhaseMessage | null {
  if (state.phase === 'paused') return 'creator.upload.paused';
  if (state.phase === 'offline') return 'creator.upload.offline';
  if (state.phase === 'finishing') return 'creator.upload.checking';
  return null;
}

function Controls({ upload }: { upload: VideoUpload }) {
  const { t } = useTranslation();
  const { phase } = upload.state;
  const canPause = phase === 'uploading' || phase === 'offline';
  const canResume = phase === 'paused' || (phase === 'failed' && canResumeAfter(upload.state.failure));
  return (
    <div className="d-flex flex-wrap gap-2">
      {canPause ? (
        <button type="button" className="btn btn-outline-secondary" onClick={upload.pause}>
          {t('creator.upload.pause')}
        </button>
      ) : null}
      {canResume ? (
        <button type="button" className="btn btn-primary" onClick={upload.resume}>
          {t('creator.upload.resume')}
        </button>
      ) : null}
      {phase !== 'finishing' ? (
        <button type="button" className="btn btn-outline-danger" onClick={() => void upload.cancel()}>
          {t('creator.upload.cancel')}
        </button>
      ) : null}
    </div>
  );
}

/** The running upload: an accessible progress bar with percent, speed and time left, and its controls. */
export function UploadProgress({ upload, fileName }: { upload: VideoUpload; fileName: string }) {
  const { t } = useTranslation();
  const percent = uploadPercent(upload.state);
  const message = phaseMessage(upload.state);
  return (
    <section className="upload-progress" aria-labelledby="upload-progress-title">
      <h3 id="upload-progress-title" className="h6 mb-2 text-break" dir="auto">
        {t('creator.upload.uploading', { name: fileName })}
      </h3>
      <div
        className="progress"
        role="progressbar"
        aria-label={t('creator.upload.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('creator.upload.percent', { percent })}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }}>
          {t('creator.upload.percent', { percent })}
        </div>
      </div>
      <ProgressFacts state={upload.state} />
      {message ? (
        <p role="status" className="mb-2">
          {t(message)}
        </p>
      ) : null}
      <Controls upload={upload} />
    </section>
  );
}
