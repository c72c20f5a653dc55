import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ErrorState } from '../../components/error-state';
import { CategoryMultipliersSection } from './category-multipliers-section';
import { ContentOverridesSection } from './content-overrides-section';
import { CreatorOverridesSection } from './creator-overrides-section';
import { usePointsConfigSummary } from './get-points-summary.queries';
import { GlobalConfigForm } from './global-config-form';
import { SummaryHeader } from './summary-header';
import { TierRulesTable } from './tier-rules-table';
import { usePreviewedSave } from './use-previewed-save';
import './points-config.css';

function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section className="points-config-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5 mb-1">
        {title}
      </h2>
      <p className="text-body-secondary small">{lead}</p>
      {children}
    </section>
  );
}

function PointsConfigContent() {
  const { t } = useTranslation();
  const summary = usePointsConfigSummary();
  const [announcement, setAnnouncement] = useState('');
  const { open, panel } = usePreviewedSave(setAnnouncement);
  if (summary.isPending) return <p className="text-body-secondary py-4">{t('pointsConfig.loading')}</p>;
  if (summary.isError) {
    return (
      <ErrorState
        title={t('pointsConfig.errors.loadTitle')}
        body={t('pointsConfig.errors.load')}
        retryLabel={t('pointsConfig.retry')}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  const { global, tiers } = summary.data;
  return (
    <>
      <SummaryHeader summary={summary.data} />
      <p className="points-config-announcement" role="status" aria-live="polite">
        {announcement}
      </p>
      <Section id="points-global" title={t('pointsConfig.global.title')} lead={t('pointsConfig.global.lead')}>
        <GlobalConfigForm key={global.version} saved={global} onPreview={open} />
      </Section>
      <Section id="points-tiers" title={t('pointsConfig.tiers.title')} lead={t('pointsConfig.tiers.lead')}>
        <TierRulesTable tiers={tiers} onPreview={open} />
      </Section>
      <Section
        id="points-categories"
        title={t('pointsConfig.categories.title')}
        lead={t('pointsConfig.categories.lead')}
      >
        <CategoryMultipliersSection onPreview={open} onAnnounce={setAnnouncement} />
      </Section>
      <Section
        id="points-creators"
        title={t('pointsConfig.creators.title')}
        lead={t('pointsConfig.creators.lead')}
      >
        <CreatorOverridesSection onPreview={open} onAnnounce={setAnnouncement} />
      </Section>
      <Section
        id="points-content"
        title={t('pointsConfig.content.title')}
        lead={t('pointsConfig.content.lead')}
      >
        <ContentOverridesSection onPreview={open} onAnnounce={setAnnouncement} />
      </Section>
      {panel}
    </>
  );
}

/** Route /admin/points-config: the earning rules, multipliers and overrides (canManagePoints; the server checks too). */
export function PointsConfigPage() {
  return <PointsConfigContent />;
}
