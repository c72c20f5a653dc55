import type { SystemCheck, SYSTEM_PARTS } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { formatBytes } from '../../lib/format-bytes';

type Part = (typeof SYSTEM_PARTS)[number];
type Translate = ReturnType<typeof useTranslation>['t'];

// The server words each check in English and sends the figures behind it; the screen says it from the
// figures in the reader's language. A check that timed out or failed keeps the server's short line.
function describe(t: Translate, language: string, part: Part, check: SystemCheck): string | null {
  const n = (name: string) => new Intl.NumberFormat(language).format(check.figures[name] ?? 0);
  const has = (...names: string[]) => names.every((name) => name in check.figures);
  if (part === 'database')
    return t(check.status === 'up' ? 'statusDetails.health.databaseUp' : 'statusDetails.health.databaseDown');
  if (part === 'queue' && has('waiting', 'active', 'failedLastDay'))
    return t('statusDetails.health.queue', {
      waiting: n('waiting'),
      active: n('active'),
      failed: n('failedLastDay'),
    });
  if (part === 'storage' && has('freeBytes', 'totalBytes')) {
    const bytes = (name: string) => formatBytes(check.figures[name] ?? 0, language);
    return t('statusDetails.health.storage', { free: bytes('freeBytes'), total: bytes('totalBytes') });
  }
  if (part === 'email' && check.status === 'unconfigured') return t('statusDetails.health.emailUnconfigured');
  if (part === 'email' && has('retrying', 'givenUp'))
    return t('statusDetails.health.email', { retrying: n('retrying'), givenUp: n('givenUp') });
  if (part === 'chain' && has('block'))
    return t('statusDetails.health.chainUp', {
      block: n('block'),
      detail: check.detail.split(', block')[0] ?? '',
    });
  if (part === 'chain' && check.detail.startsWith('The chain did not start'))
    return t('statusDetails.health.chainDown');
  return null;
}

/** A health check's detail line in the reader's language, with its latency. */
export function HealthDetail({ part, check }: { part: Part; check: SystemCheck }) {
  const { t, i18n } = useTranslation();
  const detail = describe(t, i18n.language, part, check) ?? check.detail;
  const latency =
    check.latencyMs === null
      ? ''
      : ` · ${t('statusDetails.health.latency', { ms: new Intl.NumberFormat(i18n.language).format(check.latencyMs) })}`;
  return (
    <>
      {detail}
      {latency}
    </>
  );
}
