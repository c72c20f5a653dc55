// Part of the Arabic error catalogue (errors-ar.ts spreads it in), kept apart so each file stays readable.
import type { SOCIAL_ERRORS } from './errors-social.js';

/** Errors of the social tasks on X, in Arabic (decision 060). */
export const SOCIAL_ERRORS_AR = {
  SOCIAL_TASK_NOT_FOUND: 'لم يتم العثور على المهمة.',
  SOCIAL_CLAIM_NOT_FOUND: 'لم يتم العثور على ما أرسلته لهذه المهمة.',
  SOCIAL_X_NOT_LINKED: 'اربط حسابك على X أولًا: نتحقق من المهام عبر حساب X المرتبط بملفك الشخصي.',
  SOCIAL_TASK_KIND_MISMATCH: 'هذه المهمة ليست من هذا النوع.',
  SOCIAL_TASK_NOT_OPEN: 'هذه المهمة غير متاحة حاليًا.',
  SOCIAL_TASK_FULL: 'بلغت هذه المهمة الحد الأقصى لعدد مرات إكمالها.',
  SOCIAL_TIER_REQUIRED: 'تتطلب هذه المهمة مستوى أعلى.',
  SOCIAL_TASK_ALREADY_DONE: 'لقد أكملت هذه المهمة من قبل.',
  SOCIAL_TASK_PENDING_REVIEW: 'الدليل الذي أرسلته لهذه المهمة بانتظار المراجعة.',
  SOCIAL_NOT_YET: 'لم نعثر على ذلك في X بعد. أكمل المهمة على X، ثم تحقّق مجددًا.',
  SOCIAL_MANUAL_REVIEW_REQUIRED:
    'التحقق التلقائي عبر X متوقف حاليًا. أرسل رابطًا أو ملاحظة كدليل وسيراجعها فريقنا.',
  SOCIAL_MANUAL_NOT_ALLOWED: 'يتم التحقق من هذه المهمة عبر X مباشرة. استخدم زر «تحقّق» بدلًا من ذلك.',
  SOCIAL_EVIDENCE_REQUIRED: 'أضف رابطًا أو ملاحظة كدليل.',
  SOCIAL_X_RATE_LIMITED: 'يحدّ X من عدد مرات التحقق المسموح بها. يُرجى المحاولة مجددًا في الوقت المعروض.',
  SOCIAL_X_UNAVAILABLE: 'تعذّر الوصول إلى X حاليًا. يُرجى المحاولة مرة أخرى لاحقًا.',
  SOCIAL_POST_NOT_FOUND: 'لم يتم العثور على هذا المنشور في X.',
  SOCIAL_CLAIM_NOT_PENDING: 'هذا الإرسال ليس بانتظار المراجعة.',
} as const satisfies Record<keyof typeof SOCIAL_ERRORS, string>;
