import type { ClientMessageKey } from './client-messages.js';

/**
 * The client messages in Arabic (decision 060). A module of its own so that only the Arabic interface's strings
 * carry it: the English home page does not download it (docs/decisions/032-home-page-under-150-kb.md).
 */
export const CLIENT_MESSAGES_AR: Readonly<Record<ClientMessageKey, string>> = {
  validation: 'يُرجى مراجعة البيانات المُدخلة والمحاولة مرة أخرى.',
  payloadTooLarge: 'حجم الملف كبير جدًا. يُرجى ضغط الملف والمحاولة مرة أخرى.',
  unsupportedMediaType: 'نوع الملف غير مدعوم. يُرجى استخدام صيغة ملف مدعومة.',
  auth: 'تعذّر التحقق من هويتك. يُرجى تسجيل الدخول مرة أخرى.',
  forbidden: 'ليست لديك صلاحية للقيام بذلك.',
  notFound: 'لم يتم العثور على المورد المطلوب.',
  conflict: 'يتعارض هذا الطلب مع الحالة الحالية. يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
  server: 'حدث خطأ في الخادم. يُرجى المحاولة مرة أخرى لاحقًا.',
  rateLimit: 'طلبات كثيرة جدًا. يُرجى التمهّل قليلًا.',
  network: 'تعذّر الاتصال بالشبكة. يُرجى التحقق من اتصالك بالإنترنت.',
  timeout: 'انتهت مهلة الطلب. يُرجى المحاولة مرة أخرى.',
  cannotConnect: 'تعذّر الاتصال بالخادم. يُرجى التأكد من أن الخادم يعمل.',
  burnTimeout: 'انتهت مهلة الطلب بعد 10 دقائق.',
};
