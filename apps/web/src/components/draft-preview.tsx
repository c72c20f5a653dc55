import type { ReactNode } from 'react';

/** Props of DraftPreview. */
export interface DraftPreviewProps {
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** An editor's draft as members would see it, shown in place of the form, with the way back to editing. */
export function DraftPreview({ closeLabel, onClose, children }: DraftPreviewProps) {
  return (
    <>
      <button type="button" className="btn btn-outline-secondary mb-3" onClick={onClose}>
        {closeLabel}
      </button>
      {children}
    </>
  );
}

/** The editor's quiet "saved" note: announced once the last save went through and nothing changed since. */
export function SavedNote({ saved, label }: { saved: boolean; label: string }) {
  return (
    <p role="status" className="form-text w-100 mb-0">
      {saved ? label : ''}
    </p>
  );
}
