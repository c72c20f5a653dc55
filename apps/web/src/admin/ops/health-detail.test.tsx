import type { SystemCheck } from '@streamit/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, loadCataloguePart } from '../../i18n/i18n';
import { HealthDetail } from './health-detail';

const check = (overrides: Partial<SystemCheck>): SystemCheck => ({
  status: 'up',
  detail: '',
  latencyMs: null,
  figures: {},
  ...overrides,
});

afterEach(async () => {
  await changeLanguage('en');
});

describe('HealthDetail', () => {
  it("says a check's detail from its figures in Arabic on an Arabic page", async () => {
    await loadCataloguePart('pages');
    await changeLanguage('ar');
    const queue = check({
      detail: '3 waiting, 1 running, 0 failed in 24 h',
      figures: { waiting: 3, active: 1, failedLastDay: 0 },
      latencyMs: 4,
    });
    const { container } = render(<HealthDetail part="queue" check={queue} />);
    const number = new Intl.NumberFormat('ar');
    expect(container.textContent).toBe(
      `${number.format(3)} في الانتظار، ${number.format(1)} قيد التشغيل، ${number.format(0)} فشلت خلال 24 ساعة · ${number.format(4)} ملّي ثانية`,
    );
  });

  it('says an unconfigured e-mail check in English, and keeps a failed probe as the server wrote it', async () => {
    await loadCataloguePart('pages');
    const { rerender } = render(
      <HealthDetail
        part="email"
        check={check({ status: 'unconfigured', detail: 'x', figures: { retrying: 0, givenUp: 0 } })}
      />,
    );
    expect(screen.getByText('No SMTP_URL: e-mails stay in the outbox')).toBeTruthy();
    rerender(
      <HealthDetail part="storage" check={check({ status: 'down', detail: 'No answer within 2000 ms' })} />,
    );
    expect(screen.getByText('No answer within 2000 ms')).toBeTruthy();
  });
});
