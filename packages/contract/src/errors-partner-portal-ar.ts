// Part of the Arabic error catalogue (errors-ar.ts spreads it in), kept apart so each file stays readable.
import type { ErrorCode } from './errors.js';

/** Refusals of the partner portal's invitations in Arabic (decision 061). */
export const PARTNER_PORTAL_ERRORS_AR = {
  PARTNER_OWNER_REQUIRED: 'لا يقوم بهذا إلا مالك حساب الشريك.',
  PARTNER_INVITATION_INVALID: 'استُخدمت هذه الدعوة أو سُحبت أو انتهت صلاحيتها. اطلب دعوة جديدة من الشريك.',
  PARTNER_INVITATION_EMAIL_MISMATCH: 'أُرسلت هذه الدعوة إلى عنوان بريد آخر. سجّل الدخول بذلك العنوان لقبولها.',
  PARTNER_ALREADY_MEMBER: 'هذا الشخص ينتمي بالفعل إلى أحد الشركاء.',
  PARTNER_INVITATION_PENDING: 'هناك دعوة إلى هذا العنوان ما زالت بانتظار القبول.',
  PARTNER_INVITATIONS_TOO_MANY: 'هناك دعوات كثيرة بانتظار القبول. اسحب بعضها قبل إرسال المزيد.',
  PARTNER_INVITATION_NOT_FOUND: 'لم يتم العثور على الدعوة.',
  PARTNER_PERSON_NOT_FOUND: 'هذا الشخص ليس من فريق الشريك.',
} as const satisfies Partial<Record<ErrorCode, string>>;
