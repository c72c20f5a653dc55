import { CLIENT_MESSAGES_AR } from './client-messages-ar.js';
import type { ErrorCode } from './errors.js';
import { ADMIN_OPS_ERRORS_AR } from './errors-admin-ops-ar.js';
import { CREATORS_ERRORS_AR } from './errors-creators-ar.js';
import { PARTNER_PORTAL_ERRORS_AR } from './errors-partner-portal-ar.js';
import { PARTNER_ERRORS_AR } from './errors-partners-ar.js';
import { POINTS_COMPLETION_ERRORS_AR } from './errors-points-ar.js';
import { SOCIAL_ERRORS_AR } from './errors-social-ar.js';
import { WALLET_ERRORS_AR } from './errors-wallet-ar.js';
import { STORE_ERRORS_AR } from './errors-store-ar.js';
import { MEMBER_DATA_ERRORS_AR } from './errors-member-data-ar.js';

/** General and sign-in errors in Arabic; the other areas sit in their own files beside this one. */
const GENERAL_ERRORS_AR = {
  VALIDATION_FAILED: CLIENT_MESSAGES_AR.validation,
  UNPROCESSABLE: 'يُرجى مراجعة البيانات المُدخلة والمحاولة مرة أخرى.',
  UNAUTHENTICATED: CLIENT_MESSAGES_AR.auth,
  SESSION_EXPIRED: 'انتهت صلاحية الجلسة. يُرجى تسجيل الدخول مرة أخرى.',
  ADMIN_AUTH_FAILED: 'تعذّر التحقق من هوية المشرف.',
  FORBIDDEN: CLIENT_MESSAGES_AR.forbidden,
  NOT_FOUND: CLIENT_MESSAGES_AR.notFound,
  ROUTE_NOT_FOUND: 'لم يتم العثور على المورد المطلوب.',
  CONFLICT: CLIENT_MESSAGES_AR.conflict,
  IDEMPOTENCY_KEY_REUSED: 'سبق استخدام مفتاح هذا الطلب لطلب مختلف.',
  IDEMPOTENCY_KEY_IN_USE: 'لا يزال طلب بهذا المفتاح قيد المعالجة. يُرجى الانتظار قليلًا ثم إعادة تحميل الصفحة.',
  IDEMPOTENCY_KEY_INVALID:
    'يجب أن تتكوّن ترويسة Idempotency-Key من 8 إلى 100 حرف، من الحروف أو الأرقام أو الرموز _ . : -',
  PAYLOAD_TOO_LARGE: CLIENT_MESSAGES_AR.payloadTooLarge,
  UNSUPPORTED_MEDIA_TYPE: CLIENT_MESSAGES_AR.unsupportedMediaType,
  MEDIA_UNREADABLE: 'تعذّرت قراءة هذا الفيديو. قد يكون الملف تالفًا أو غير مكتمل.',
  STORAGE_FULL: 'لا توجد على الخادم مساحة لحفظ هذا الملف الآن. لم يُحفظ شيء؛ يُرجى المحاولة لاحقًا.',
  FILE_INFECTED: 'يحتوي هذا الملف على برمجية خبيثة وقد رُفض. لم يُحفظ شيء.',
  ANTIVIRUS_UNAVAILABLE: 'لا يمكن فحص الملفات من الفيروسات الآن. لم يُحفظ شيء؛ يُرجى المحاولة لاحقًا.',
  TRANSCODE_NOT_RETRYABLE: 'لا يمكن إعادة المحاولة إلا لفيديو فشلت معالجته.',
  RATE_LIMITED: CLIENT_MESSAGES_AR.rateLimit,
  REQUEST_TIMEOUT: CLIENT_MESSAGES_AR.timeout,
  INTERNAL: CLIENT_MESSAGES_AR.server,
  SERVICE_UNAVAILABLE: CLIENT_MESSAGES_AR.server,
  MAINTENANCE: 'الموقع متوقف حاليًا لصيانة مجدولة وسيعود قريبًا. شكرًا لصبرك.',
} as const satisfies Partial<Record<ErrorCode, string>>;

const SIGN_IN_ERRORS_AR = {
  INVALID_CREDENTIALS: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  INVALID_ADMIN_CREDENTIALS: 'بيانات دخول المشرف غير صحيحة.',
  CAPTCHA_FAILED: 'فشل التحقق من CAPTCHA. يُرجى المحاولة مرة أخرى.',
  CAPTCHA_V2_REQUIRED: 'يلزم تحقق إضافي.',
  REFERRAL_INVALID: 'رمز الإحالة الذي أدخلته غير صالح أو منتهي الصلاحية.',
  REFERRAL_NO_LONGER_VALID: 'رمز الإحالة هذا لم يعد صالحًا.',
  EMAIL_ALREADY_REGISTERED: 'البريد الإلكتروني مسجّل مسبقًا.',
  INVALID_REGISTRATION_DATA: 'بيانات التسجيل غير صالحة.',
  DISPLAY_NAME_RESERVED: 'اسم العرض هذا محجوز. يُرجى اختيار اسم آخر.',
  INVALID_RESET_CODE: 'رمز إعادة التعيين غير صالح أو منتهي الصلاحية.',
  INVALID_VERIFICATION_CODE: 'رمز التحقق غير صالح أو منتهي الصلاحية.',
  USER_NOT_FOUND: 'لم يتم العثور على المستخدم.',
  EMAIL_ALREADY_VERIFIED: 'تم التحقق من البريد الإلكتروني مسبقًا.',
  PASSWORDS_DO_NOT_MATCH: 'كلمتا المرور غير متطابقتين.',
  PASSWORD_TOO_SHORT: 'يجب ألا تقل كلمة المرور عن 8 أحرف.',
  PASSWORD_ALREADY_SET: 'تم تعيين كلمة مرور لهذا الحساب مسبقًا.',
  CANNOT_UNLINK_ONLY_METHOD:
    'لا يمكن إلغاء ربط طريقة الدخول الوحيدة. يُرجى ربط مزوّد آخر أو تعيين كلمة مرور أولًا.',
  EMAIL_REGISTERED_WITH_GOOGLE: 'هذا البريد الإلكتروني مسجّل عبر Google. يُرجى تسجيل الدخول باستخدام Google.',
  EMAIL_REGISTERED_WITH_TWITTER: 'هذا البريد الإلكتروني مسجّل عبر X (تويتر). يُرجى تسجيل الدخول باستخدام X.',
  EMAIL_REGISTERED_WITH_PASSWORD:
    'هذا البريد الإلكتروني مسجّل مسبقًا. يُرجى تسجيل الدخول ببريدك الإلكتروني وكلمة المرور، أو إعادة تعيين كلمة المرور إن نسيتها.',
  EMAIL_NOT_VERIFIED: 'يُرجى تأكيد بريدك الإلكتروني قبل تسجيل الدخول.',
  ACCOUNT_SUSPENDED: 'هذا الحساب موقوف. يُرجى التواصل مع الدعم.',
  PASSWORD_TOO_LONG: 'يجب ألا تزيد كلمة المرور عن 1024 حرفًا.',
  PASSWORD_TOO_COMMON: 'كلمة المرور هذه شائعة جدًا. يُرجى اختيار كلمة مرور يصعب تخمينها.',
  PASSWORD_BREACHED:
    'ظهرت كلمة المرور هذه في تسريب بيانات في موقع آخر، لذلك يجرّبها المهاجمون. يُرجى اختيار كلمة مرور مختلفة.',
  PASSWORD_HAS_PERSONAL_INFO: 'يجب ألا تحتوي كلمة المرور على بريدك الإلكتروني أو اسمك أو اسم الموقع.',
  CURRENT_PASSWORD_INCORRECT: 'كلمة المرور الحالية غير صحيحة.',
  PASSWORD_NOT_SET: 'لم يتم تعيين كلمة مرور لهذا الحساب. يُرجى تعيين كلمة مرور أولًا.',
  TWO_FACTOR_CODE_INVALID: 'رمز المصادقة غير صحيح.',
  TWO_FACTOR_ALREADY_ENABLED: 'المصادقة الثنائية مفعّلة مسبقًا.',
  TWO_FACTOR_NOT_ENABLED: 'المصادقة الثنائية غير مفعّلة.',
  TWO_FACTOR_SETUP_NOT_STARTED: 'يُرجى بدء إعداد المصادقة الثنائية قبل تأكيد الرمز.',
  LOGIN_CHALLENGE_INVALID: 'انتهت صلاحية محاولة تسجيل الدخول. يُرجى تسجيل الدخول مرة أخرى.',
  STEP_UP_REQUIRED: 'يُرجى تأكيد كلمة المرور للمتابعة. يبقى التأكيد ساريًا لمدة 5 دقائق.',
  STEP_UP_INVALID: 'كلمة المرور أو رمز المصادقة غير صحيح.',
  RECENT_SIGN_IN_REQUIRED:
    'يُرجى تسجيل الخروج ثم تسجيل الدخول مجددًا للمتابعة. يبقى تسجيل الدخول الجديد ساريًا لمدة 5 دقائق.',
  EMAIL_REQUIRED_FOR_PASSWORD:
    'لا يملك هذا الحساب بريدًا إلكترونيًا، لذا لا يمكن استخدام كلمة مرور لتسجيل الدخول.',
} as const satisfies Partial<Record<ErrorCode, string>>;

const PROVIDER_ERRORS_AR = {
  OAUTH_NOT_CONFIGURED: 'تسجيل الدخول عبر هذا المزوّد غير مُعدّ.',
  OAUTH_FAILED: 'فشل تسجيل الدخول عبر المزوّد. يُرجى المحاولة مرة أخرى.',
  OAUTH_STATE_INVALID: 'محاولة تسجيل الدخول هذه غير صالحة أو منتهية الصلاحية. يُرجى المحاولة مرة أخرى.',
  OAUTH_CODE_INVALID: 'رابط تسجيل الدخول هذا غير صالح أو منتهي الصلاحية. يُرجى تسجيل الدخول مرة أخرى.',
  OAUTH_EMAIL_UNVERIFIED_CONFLICT:
    'يوجد حساب بهذا البريد الإلكتروني مسبقًا. يُرجى تسجيل الدخول بكلمة المرور أولًا؛ فالمزوّد لم يؤكد هذا البريد.',
  PROVIDER_NOT_LINKED: 'هذا المزوّد غير مرتبط بحسابك.',
  OAUTH_ACCOUNT_ALREADY_LINKED: 'حساب المزوّد هذا مرتبط مسبقًا بحساب آخر على StreamIt.',
  OAUTH_PROVIDER_ALREADY_LINKED: 'يوجد حساب آخر لدى هذا المزوّد مرتبط بحسابك. يُرجى إلغاء ربطه أولًا.',
  SIWE_INVALID: 'تعذّر التحقق من توقيع المحفظة. يُرجى توقيع رسالة جديدة.',
  SIWE_NONCE_INVALID: 'انتهت صلاحية طلب تسجيل الدخول بالمحفظة أو سبق استخدامه. يُرجى المحاولة مرة أخرى.',
} as const satisfies Partial<Record<ErrorCode, string>>;

const STAFF_ACCOUNT_ERRORS_AR = {
  ADMIN_NOT_FOUND: 'لم يتم العثور على المشرف.',
  ADMIN_EMAIL_TAKEN: 'يوجد مشرف بهذا البريد الإلكتروني مسبقًا.',
  ADMIN_LAST_SUPER_ADMIN: 'لا يمكن تعطيل آخر مشرف عام نشط أو تخفيض صلاحياته.',
  ADMIN_SELF_ACCESS_CHANGE: 'لا يمكنك تعطيل حسابك أو تغيير دورك أو صلاحياتك بنفسك.',
  ADMIN_SETUP_TOKEN_INVALID: 'رابط الإعداد غير صالح أو منتهي الصلاحية.',
  ADMIN_ENROLLMENT_INVALID: 'التسجيل غير صالح أو منتهي الصلاحية. يُرجى تسجيل الدخول مرة أخرى.',
  ADMIN_TOTP_CODE_INVALID: 'رمز المصادقة غير صحيح.',
} as const satisfies Partial<Record<ErrorCode, string>>;

/**
 * Every error code's message in Arabic, beside the English of ERRORS: the server answers with these when the
 * request's language is Arabic (decision 060). The code stays the same in both languages.
 */
export const ERROR_MESSAGES_AR: Readonly<Record<ErrorCode, string>> = {
  ...GENERAL_ERRORS_AR,
  ...SIGN_IN_ERRORS_AR,
  ...PROVIDER_ERRORS_AR,
  ...STAFF_ACCOUNT_ERRORS_AR,
  ...CREATORS_ERRORS_AR,
  ...WALLET_ERRORS_AR,
  ...POINTS_COMPLETION_ERRORS_AR,
  ...SOCIAL_ERRORS_AR,
  ...ADMIN_OPS_ERRORS_AR,
  ...PARTNER_ERRORS_AR,
  ...PARTNER_PORTAL_ERRORS_AR,
  ...STORE_ERRORS_AR,
  ...MEMBER_DATA_ERRORS_AR,
};
