import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { PreviewRequest } from './preview-points-config.queries';
import { PreviewConfirm } from './preview-confirm';
import { saveErrorText } from './save-error';

/** A change waiting for confirmation: what to preview, how to describe it, and how to save it. */
export interface DraftToSave {
  request: PreviewRequest;
  title: string;
  changes?: ReactNode;
  /** Saves the change; answers the sentence announced once it is saved. */
  save: () => Promise<string>;
}

/** Every change goes through the preview panel: `open` shows it, Save there runs the draft's `save`. */
export function usePreviewedSave(onSaved: (message: string) => void) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DraftToSave | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const close = (): void => {
    setDraft(null);
    setError('');
  };
  const confirm = async (): Promise<void> => {
    if (!draft) return;
    setPending(true);
    setError('');
    try {
      const message = await draft.save();
      setDraft(null);
      onSaved(message);
    } catch (failure) {
      setError(saveErrorText(failure, t));
    } finally {
      setPending(false);
    }
  };
  const panel = (
    <PreviewConfirm
      request={draft?.request ?? null}
      title={draft?.title ?? ''}
      changes={draft?.changes}
      pending={pending}
      error={error}
      onConfirm={() => void confirm()}
      onClose={close}
    />
  );
  return { open: setDraft, panel };
}
