// Part of the Arabic error catalogue (errors-ar.ts spreads it in), kept apart so each file stays readable.
import type { ErrorCode } from './errors.js';

/** Points, exchange, wallet and chain errors in Arabic (decision 060). */
export const WALLET_ERRORS_AR = {
  IDEMPOTENCY_KEY_REQUIRED: 'يتطلب هذا الإجراء ترويسة Idempotency-Key (من 8 إلى 100 حرف).',
  POINTS_INSUFFICIENT: 'لا توجد نقاط كافية لهذا الإجراء.',
  EXCHANGE_AMOUNT_OUT_OF_RANGE: 'هذا المبلغ خارج النطاق المسموح به لعملية استبدال واحدة.',
  EXCHANGE_DAILY_LIMIT: 'ستتجاوز عملية الاستبدال هذه الحد اليومي المسموح به.',
  EXCHANGE_WALLET_REQUIRED: 'أنشئ محفظة أو اربط محفظتك أولًا: تُرسَل الرموز المستبدلة إلى محفظتك.',
  EXCHANGE_STATE_CONFLICT:
    'لا يمكن تنفيذ ذلك على عملية الاستبدال هذه في حالتها الحالية. يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
  EXCHANGE_PAYOUT_IN_FLIGHT:
    'قد لا تزال معاملة الدفع الخاصة بعملية الاستبدال هذه قيد التأكيد على الشبكة. يُرجى انتظارها قبل القيام بذلك.',
  EXCHANGE_TX_NOT_VERIFIED:
    'لا تُظهر تلك المعاملة هذا الدفع على الشبكة (الرمز التعريفي أو العنوان أو المبلغ أو الحالة غير صحيح).',
  CHAIN_UNAVAILABLE: 'شبكة البلوكتشين غير متاحة حاليًا. يُرجى المحاولة مرة أخرى لاحقًا.',
  WALLET_INSUFFICIENT_ARTFI:
    'لا تحتوي محفظتك على ما يكفي من ARTFI لهذا الإرسال (مع احتساب عمليات الإرسال التي لم تكتمل بعد).',
  WALLET_CUSTODIAL_REQUIRED:
    'لا يمكن الإرسال من هنا إلا من محفظة يحفظها StreamIt. يُرجى الإرسال من تطبيق محفظتك الخاص بدلًا من ذلك.',
  EXCHANGE_KYC_REQUIRED:
    'تتطلب عملية استبدال بهذا الحجم هوية موثّقة. أكمل التحقق من هويتك، أو استبدل عددًا أقل من النقاط.',
  EXCHANGE_KYC_NOT_OFFERED:
    'تتطلب عملية استبدال بهذا الحجم التحقق من الهوية، وهي خدمة لا يوفرها هذا الخادم بعد. يُرجى استبدال عدد أقل من النقاط.',
  KYC_PROVIDER_UNAVAILABLE: 'خدمة التحقق من الهوية غير متاحة حاليًا. يُرجى المحاولة مرة أخرى لاحقًا.',
  BURN_NOT_FOUND: 'لم يتم العثور على عملية الحرق هذه.',
  POINTS_SUSPENDED: 'هذا الحساب موقوف ولا يمكنه كسب النقاط.',
  WALLET_NOT_FOUND: 'لم يتم العثور على محفظة. يُرجى إنشاء محفظة أولًا.',
  WALLET_ALREADY_EXISTS: 'لديك محفظة محفوظة لدينا بالفعل. لا يُستبدل مفتاحها أبدًا، لذلك لم يتم استيراد شيء.',
  WALLET_ADDRESS_TAKEN: 'عنوان المحفظة هذا مرتبط بحساب آخر بالفعل.',
  WALLET_MNEMONIC_INVALID: 'عبارة الاسترداد غير صالحة. يُرجى التحقق من الكلمات وترتيبها.',
  WALLET_PRIVATE_KEY_INVALID: 'المفتاح الخاص غير صالح.',
  MONEY_APPROVAL_NOT_FOUND: 'لم يتم العثور على طلب الموافقة هذا.',
  MONEY_APPROVAL_OWN_REQUEST: 'أنت من قدّم هذا الطلب، لذا يجب أن يوافق عليه أو يرفضه موظف آخر.',
  MONEY_APPROVAL_NOT_PENDING: 'تم البت في هذا الطلب بالفعل. يُرجى إعادة تحميل القائمة.',
  MONEY_APPROVAL_PENDING: 'يتطلب هذا موافقة موظف ثانٍ: هناك طلب بانتظار القرار في موافقات الأموال.',
  WALLET_NO_MNEMONIC: 'تم استيراد هذه المحفظة من مفتاح خاص، وليست لها عبارة استرداد.',
} as const satisfies Partial<Record<ErrorCode, string>>;
