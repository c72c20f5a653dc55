import type { TierRule } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { DataTable } from '../ui/data-table';
import { TierRuleRow } from './tier-rule-row';
import type { DraftToSave } from './use-previewed-save';

/** The tiers from BASIC to VIP with their thresholds and multipliers, each row editable. */
export function TierRulesTable({
  tiers,
  onPreview,
}: {
  tiers: TierRule[];
  onPreview: (draft: DraftToSave) => void;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('pointsConfig.tiers.caption')}
      roomy
      tableClassName="points-config-table"
      heads={[
        t('pointsConfig.tiers.tier'),
        t('pointsConfig.tiers.threshold'),
        t('pointsConfig.tiers.multiplier'),
        { key: 'actions', label: t('pointsConfig.actions'), hidden: true },
      ]}
    >
      {tiers.map((rule) => (
        <TierRuleRow key={`${rule.tier}-${rule.version}`} rule={rule} onPreview={onPreview} />
      ))}
    </DataTable>
  );
}
