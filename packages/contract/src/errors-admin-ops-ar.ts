// Part of the Arabic error catalogue (errors-ar.ts spreads it in), kept apart so each file stays readable.
import type { ADMIN_OPS_ERRORS } from './errors-admin-ops.js';

/** Errors of the staff operations screens, in Arabic (decision 060). */
export const ADMIN_OPS_ERRORS_AR = {
  TASK_ALREADY_RUNNING: 'هذه المهمة قيد التشغيل بالفعل. يُرجى الانتظار حتى تنتهي.',
  SETTINGS_VERSION_STALE: 'حفظ شخص آخر الإعدادات منذ أن فتحتها. يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
  REGISTRATION_CLOSED: 'التسجيل مغلق حاليًا. يُرجى المحاولة مرة أخرى لاحقًا.',
  MEMBER_ALREADY_SUSPENDED: 'هذا العضو موقوف بالفعل.',
  MEMBER_NOT_SUSPENDED: 'هذا العضو غير موقوف.',
  MEMBER_HAS_NO_EMAIL: 'لا يملك هذا العضو بريدًا إلكترونيًا للتحقق منه.',
  MAINTENANCE_JOB_NOT_FOUND: 'لم يتم العثور على المهمة.',
  EXPORT_EXPIRED: 'انتهت صلاحية هذا التصدير وحُذف ملفه. ابدأ تصديرًا جديدًا.',
  EXPORT_NOT_READY: 'لم يكتمل هذا التصدير بعد. يُرجى الانتظار حتى ينتهي.',
  RESTORE_CONFIRMATION_MISMATCH: 'اكتب عبارة التأكيد كما هي معروضة تمامًا لاستعادة قاعدة البيانات.',
  RESTORE_IN_PROGRESS: 'هناك عملية استعادة قيد التشغيل بالفعل. يُرجى الانتظار حتى تنتهي.',
  BACKUP_INVALID: 'هذا الملف ليس نسخة احتياطية كاملة من StreamIt، أو أنه تم تعديله.',
  BACKUP_NOT_READY: 'لم تكتمل هذه النسخة الاحتياطية بعد. يُرجى الانتظار حتى تنتهي.',
  BACKUP_LINK_USED:
    'استُخدم رابط التنزيل هذا من قبل أو انتهت صلاحيته. أنشئ رابطًا جديدًا لتنزيل النسخة الاحتياطية.',
  BACKUP_KEY_MISSING:
    'تحتاج النسخ الاحتياطية المخزنة إلى مفتاح تشفير على الخادم. اطلب من المشغّل ضبط BACKUP_ENCRYPTION_KEY.',
  BACKUP_SCHEMA_MISMATCH:
    'أُنشئت هذه النسخة الاحتياطية بإصدار مختلف من قاعدة البيانات. يُرجى استعادتها بالإصدار المطابق.',
} as const satisfies Record<keyof typeof ADMIN_OPS_ERRORS, string>;
