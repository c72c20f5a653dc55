import type { ProductLanguage } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { insertOutboxEmails } from '../email/email.queries.js';
import { composeLocalized, type EmailBlock } from '../email/email.templates.js';
import { findUserById } from '../members/members.queries.js';
import type { OrderRow } from './store-orders.repository.js';

/** What the e-mails need from the configuration: whether SMTP sends them, and the site's address. */
export type StoreMailConfig = Pick<AppDeps['config'], 'SMTP_URL' | 'publicUrl'>;

/** The order steps a member is told about by e-mail (issue 33, item 4). */
type MailedStep = 'PAID' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED' | 'REFUNDED';
const MAILED: readonly string[] = ['PAID', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'REFUNDED'];

type Wording = { subject: (id: string) => string; line: string };

const STEPS: Record<ProductLanguage, Record<MailedStep, Wording>> = {
  en: {
    PAID: {
      subject: (id) => `order ${id} is paid`,
      line: 'Thank you: your order is paid. We are preparing it.',
    },
    SHIPPED: { subject: (id) => `order ${id} is on its way`, line: 'Your order has shipped.' },
    DELIVERED: { subject: (id) => `order ${id} was delivered`, line: 'Your order was delivered. Enjoy it!' },
    CANCELLED: {
      subject: (id) => `order ${id} was cancelled`,
      line: 'Your order was cancelled. Anything you paid is returned to you and the items are back on sale.',
    },
    REFUNDED: {
      subject: (id) => `order ${id} was refunded`,
      line: 'Your order was refunded: what you paid for it is returned to you.',
    },
  },
  ar: {
    PAID: { subject: (id) => `تم دفع الطلب ${id}`, line: 'شكرًا لك: تم دفع طلبك ونحن نجهّزه الآن.' },
    SHIPPED: { subject: (id) => `الطلب ${id} في الطريق إليك`, line: 'تم شحن طلبك.' },
    DELIVERED: { subject: (id) => `تم تسليم الطلب ${id}`, line: 'تم تسليم طلبك. نتمنى أن ينال إعجابك!' },
    CANCELLED: {
      subject: (id) => `أُلغي الطلب ${id}`,
      line: 'أُلغي طلبك. يُعاد إليك كل ما دفعته وتعود المنتجات إلى البيع.',
    },
    REFUNDED: {
      subject: (id) => `تم استرداد قيمة الطلب ${id}`,
      line: 'تم استرداد قيمة طلبك: يُعاد إليك ما دفعته مقابله.',
    },
  },
};

const LABELS = {
  en: { tracking: 'Carrier and tracking number', open: 'See your order' },
  ar: { tracking: 'شركة الشحن ورقم التتبع', open: 'اعرض طلبك' },
};

function wordingOf(order: OrderRow, step: MailedStep, language: ProductLanguage, url: string) {
  const words = STEPS[language][step];
  const labels = LABELS[language];
  const lines: EmailBlock[] = [words.line];
  if (step === 'SHIPPED')
    lines.push(`${labels.tracking}: ${order.carrier ?? ''} ${order.trackingNumber ?? ''}`);
  lines.push({ label: labels.open, url });
  return { subject: words.subject(order.id.slice(0, 8)), lines };
}

/**
 * Queues, in the caller's transaction, the e-mail telling the member their order reached its current step
 * (paid, shipped with tracking, delivered, cancelled, refunded) in English and Arabic; the outbox keeps the
 * version of their preferred language and sends it when SMTP is configured.
 */
export async function queueOrderEmail(db: Executor, config: StoreMailConfig, order: OrderRow): Promise<void> {
  if (!MAILED.includes(order.status)) return;
  const member = await findUserById(db, order.userId);
  if (!member?.email) return;
  const step = order.status as MailedStep;
  const url = `${config.publicUrl}/merchandise/orders/${order.id}`;
  const email = composeLocalized(`store-order-${step.toLowerCase()}`, member.email, {
    en: wordingOf(order, step, 'en', url),
    ar: wordingOf(order, step, 'ar', url),
  });
  await insertOutboxEmails(db, [email], Boolean(config.SMTP_URL));
}
