import { useTranslation } from '../../i18n/use-translation';

/** One change in words: what, before, after. */
export interface ChangeLine {
  label: string;
  before: string;
  after: string;
}

/** The draft's changes as "label: before → after"; the arrow turns with the reading direction. */
export function ChangeList({ lines }: { lines: ChangeLine[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className="h6">{t('pointsConfig.preview.changesTitle')}</h3>
      <ul className="points-change-list mb-0">
        {lines.map((line) => (
          <li key={line.label}>
            <span dir="auto">{line.label}</span>: <bdi>{line.before}</bdi>{' '}
            <span aria-hidden="true" className="points-change-list__arrow">
              →
            </span>
            <span className="visually-hidden">{t('pointsConfig.preview.changesTo')}</span>{' '}
            <bdi>{line.after}</bdi>
          </li>
        ))}
      </ul>
    </div>
  );
}
