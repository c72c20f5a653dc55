import type { TierRule } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
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
    <div className="table-responsive">
      <table className="table align-middle points-config-table">
        <caption>{t('pointsConfig.tiers.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pointsConfig.tiers.tier')}</th>
            <th scope="col">{t('pointsConfig.tiers.threshold')}</th>
            <th scope="col">{t('pointsConfig.tiers.multiplier')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('pointsConfig.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((rule) => (
            <TierRuleRow key={`${rule.tier}-${rule.version}`} rule={rule} onPreview={onPreview} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
