// Part of the Arabic error catalogue (errors-ar.ts spreads it in), kept apart so each file stays readable.
import type { ErrorCode } from './errors.js';

/** The partners program's refusals in Arabic (decisions 060, 061). */
export const PARTNER_ERRORS_AR = {
  PARTNER_APPLICATION_OPEN: 'هناك طلب لهذه الجهة أو لجهة الاتصال هذه ما زال بانتظار المراجعة.',
  PARTNER_CONTACT_UNVERIFIED: 'يُرجى تأكيد بريدك الإلكتروني قبل التقديم، حتى نتمكّن من التواصل معك.',
  PARTNER_APPLICATION_NOT_FOUND: 'لم يتم العثور على طلب الشراكة.',
  PARTNER_APPLICATION_WRONG_STATE: 'تم البت في هذا الطلب بالفعل. يُرجى إعادة تحميل الصفحة.',
  PARTNER_NOT_FOUND: 'لم يتم العثور على الشريك.',
  PARTNER_TRANSITION_REFUSED: 'لا يمكن إجراء هذا التغيير على الشريك من حالته الحالية.',
  PARTNER_NOT_ACTIVE: 'هذا الشريك غير نشط، لذا لا يمكن تغيير حملاته.',
  PARTNER_ACCESS_REQUIRED: 'هذه الصفحة مخصّصة لفريق أحد الشركاء.',
  PARTNER_WEBHOOK_URL_REFUSED: 'استخدم عنوان https يصل إلى خادم عام (وليس شبكة خاصة أو محلية).',
  WEBHOOK_DELIVERY_NOT_FOUND: 'لم يتم العثور على عملية تسليم الـ webhook.',
  CAMPAIGN_NOT_FOUND: 'لم يتم العثور على الحملة.',
  CAMPAIGN_ACTIVITY_UNKNOWN: 'يجب أن يكون كل نشاط مموَّل نشاطًا منشورًا.',
  CAMPAIGN_ACTIVITY_TAKEN: 'لا يمكن أن يموّل النشاطَ الواحد إلا حملة جارية واحدة في الوقت نفسه.',
  CAMPAIGN_TRANSITION_REFUSED: 'لا يمكن إجراء هذا التغيير على الحملة من حالتها الحالية.',
  CAMPAIGN_ENDED: 'انتهت هذه الحملة ولم يعد من الممكن تغييرها.',
  CAMPAIGN_NOT_PROPOSED: 'هذه الحملة ليست اقتراحًا ينتظر قرارًا.',
  CAMPAIGN_IS_PROPOSAL: 'لا يمكن تعديل حملة مقترحة أو مرفوضة؛ وافق على الاقتراح أولًا.',
  CAMPAIGN_WINDOW_INVALID: 'يجب أن تأتي النهاية بعد البداية.',
  CAMPAIGN_BUDGET_TOO_LARGE: 'لا يمكن أن تتجاوز ميزانية الحملة 10,000,000 نقطة.',
} as const satisfies Partial<Record<ErrorCode, string>>;
