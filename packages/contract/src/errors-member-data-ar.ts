// Part of the Arabic error catalogue (errors-ar.ts spreads it in), kept apart so each file stays readable.
import type { MEMBER_DATA_ERRORS } from './errors-member-data.js';

/** Errors of a member's own data export, in Arabic (decision 060). */
export const MEMBER_DATA_ERRORS_AR = {
  DATA_EXPORT_IN_PROGRESS: 'نُجهّز نسخة من بياناتك بالفعل. سنرسل إليك بريدًا إلكترونيًا عندما تصبح جاهزة.',
  DATA_EXPORT_NOT_READY: 'لا توجد نسخة جاهزة من بياناتك للتنزيل. اطلب نسخة جديدة.',
  DATA_EXPORT_LINK_INVALID: 'استُخدم رابط التنزيل هذا من قبل أو انتهت صلاحيته. افتح «حسابي» للتنزيل مرة أخرى.',
  ACCOUNT_DELETION_PASSWORD_INVALID: 'كلمة المرور غير صحيحة. لم يُحذف حسابك.',
  ACCOUNT_DELETION_CODE_INVALID: 'الرمز غير صحيح أو انتهت صلاحيته. اطلب رمزًا جديدًا؛ لم يُحذف حسابك.',
  ACCOUNT_DELETION_USE_PASSWORD: 'لحسابك كلمة مرور: أكّد الحذف بها بدلًا من الرمز.',
  ACCOUNT_DELETION_OPEN_EXCHANGES: 'لديك عمليات تبادل تنتظر الدفع. ألغِها أو انتظر حتى تُدفع، ثم احذف حسابك.',
  ACCOUNT_DELETION_WALLET_CHOICE_REQUIRED:
    'في محفظتك رموز ARTFI. اختر إرسالها إلى عنوان لك أو حرقها، ثم احذف حسابك.',
  ACCOUNT_DELETION_HANDOVER_ADDRESS_INVALID:
    'لا يمكن إرسال رموز ARTFI إلى هذا العنوان. أدخل عنوان محفظة لك (‎0x‎ يليه 40 حرفًا).',
  ACCOUNT_ALREADY_DELETED: 'حُذف هذا الحساب بالفعل.',
} as const satisfies Record<keyof typeof MEMBER_DATA_ERRORS, string>;
