import { useTranslation } from '../../i18n/use-translation';
import type { FileProblem } from './file-checks';

/** The inline message for a file the browser refused before sending (the spec's 413/415 wording). */
export function FileProblemNote({ id, problem }: { id: string; problem: FileProblem | null }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <p id={id} className="invalid-feedback d-block" role="alert">
      {t(`creator.files.${problem}`)}
    </p>
  );
}
