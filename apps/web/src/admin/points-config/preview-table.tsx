import type { PointsPreviewItem } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import type { TranslationKey } from '../../lib/app-paths';
import { DataTable } from '../ui/data-table';

function signed(delta: number, language: string): string {
  const text = new Intl.NumberFormat(language, { signDisplay: 'exceptZero' }).format(delta);
  return text;
}

/** Sample payouts before → after a draft: one row per sample activity. */
export function PreviewTable({ items, tier }: { items: PointsPreviewItem[]; tier: string }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  if (items.length === 0) return <p className="text-body-secondary">{t('pointsConfig.preview.noSamples')}</p>;
  return (
    <DataTable
      caption={t('pointsConfig.preview.caption', { tier: t(`tiers.${tier}` as TranslationKey) })}
      tableClassName="points-preview-table"
      heads={[
        t('pointsConfig.preview.activity'),
        t('pointsConfig.preview.now'),
        t('pointsConfig.preview.after'),
        t('pointsConfig.preview.change'),
      ]}
    >
      {items.map((item) => (
        <tr key={item.activityId} className={item.delta === 0 ? undefined : 'points-preview-table__changed'}>
          <th scope="row" dir="auto" className="fw-normal">
            {item.title}
            <span className="d-block small text-body-secondary">
              {t(`moderation.kinds.${item.type}` as TranslationKey)}
            </span>
          </th>
          <td>{number(item.current.points)}</td>
          <td>{number(item.draft.points)}</td>
          <td>
            <bdi>{signed(item.delta, i18n.language)}</bdi>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
