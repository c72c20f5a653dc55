import type { ProductLanguage, Tier } from '@streamit/contract';
import { renderBrandedEmail, type EmailBlock } from './email.layout.js';
import type { OutgoingEmail } from './email.service.js';
import { wordDuration } from './email.wording.js';

export { escapeHtml, type EmailBlock } from './email.layout.js';

/** One language's wording of an e-mail: its subject (without the product prefix) and its blocks. */
export interface EmailWording {
  subject: string;
  lines: EmailBlock[];
}

/**
 * An e-mail on the branded template in English and, when given, Arabic: the outbox stores the version of the
 * recipient's preferred language (or `language` when set, for guests).
 */
export function composeLocalized(
  kind: string,
  to: string,
  wording: { en: EmailWording; ar?: EmailWording },
  language?: ProductLanguage,
): OutgoingEmail {
  const english = renderBrandedEmail('en', to, wording.en.subject, wording.en.lines);
  const arabic = wording.ar && renderBrandedEmail('ar', to, wording.ar.subject, wording.ar.lines);
  return {
    kind,
    to,
    ...english,
    ...(language ? { language } : {}),
    ...(arabic ? { versions: { ar: arabic } } : {}),
  };
}

/** An English e-mail of paragraphs (and links) on the branded template, signed by the app. */
export function compose(kind: string, to: string, subject: string, lines: EmailBlock[]): OutgoingEmail {
  return composeLocalized(kind, to, { en: { subject, lines } });
}

/** The email-verification code. */
export function verificationEmail(to: string, code: string, minutes: number): OutgoingEmail {
  return composeLocalized('verify-email', to, {
    en: {
      subject: 'verify your email',
      lines: [
        'Welcome! Enter this code to verify your email address:',
        `Verification code: ${code}`,
        `The code expires in ${wordDuration('en', minutes)}. If you did not sign up, ignore this email.`,
      ],
    },
    ar: {
      subject: 'تحقق من بريدك الإلكتروني',
      lines: [
        'أهلًا بك! أدخل هذا الرمز للتحقق من عنوان بريدك الإلكتروني:',
        `رمز التحقق: ${code}`,
        `تنتهي صلاحية الرمز خلال ${wordDuration('ar', minutes)}. إن لم تكن أنت من أنشأ الحساب فتجاهل هذه الرسالة.`,
      ],
    },
  });
}

/** The password reset code. */
export function resetPasswordEmail(to: string, code: string, minutes: number): OutgoingEmail {
  return composeLocalized('reset-password', to, {
    en: {
      subject: 'reset your password',
      lines: [
        'Someone asked to reset the password of your account. Enter this code to choose a new password:',
        `Reset code: ${code}`,
        `The code expires in ${wordDuration('en', minutes)}. If it was not you, ignore this email: your password stays the same.`,
      ],
    },
    ar: {
      subject: 'إعادة تعيين كلمة المرور',
      lines: [
        'طلب أحدهم إعادة تعيين كلمة مرور حسابك. أدخل هذا الرمز لاختيار كلمة مرور جديدة:',
        `رمز إعادة التعيين: ${code}`,
        `تنتهي صلاحية الرمز خلال ${wordDuration('ar', minutes)}. إن لم تكن أنت فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.`,
      ],
    },
  });
}

/** The code an account without a password confirms its own deletion with. */
export function deleteAccountCodeEmail(to: string, code: string, minutes: number): OutgoingEmail {
  return composeLocalized('delete-account-code', to, {
    en: {
      subject: 'confirm deleting your account',
      lines: [
        'You asked to delete your StreamIt account. Enter this code on My Account to confirm:',
        `Deletion code: ${code}`,
        `The code expires in ${wordDuration('en', minutes)}. If it was not you, ignore this email and change the password of your Google or X account.`,
      ],
    },
    ar: {
      subject: 'تأكيد حذف حسابك',
      lines: [
        'طلبت حذف حسابك في StreamIt. أدخل هذا الرمز في صفحة «حسابي» للتأكيد:',
        `رمز الحذف: ${code}`,
        `تنتهي صلاحية الرمز خلال ${wordDuration('ar', minutes)}. إن لم تكن أنت فتجاهل هذه الرسالة وغيّر كلمة مرور حسابك في Google أو X.`,
      ],
    },
  });
}

// The alerts' messages are written in English where they are raised; the Arabic e-mail says the known ones
// in Arabic and quotes any other as written.
const SECURITY_MESSAGES_AR: Record<string, string> = {
  "Your wallet's private key was revealed.": 'كُشف المفتاح الخاص لمحفظتك.',
  "Your wallet's recovery phrase was revealed.": 'كُشفت عبارة الاسترداد لمحفظتك.',
  'Your wallet signed a message.': 'وقّعت محفظتك رسالة.',
  'All sessions were signed out. Please log in again and change your password.':
    'سُجّل الخروج من كل الجلسات. سجّل الدخول مجددًا وغيّر كلمة مرورك.',
  'Too many failed sign-in attempts: password sign-in is paused for a while.':
    'محاولات دخول فاشلة كثيرة: أُوقف الدخول بكلمة المرور لبعض الوقت.',
  'Your password was changed.': 'غُيّرت كلمة مرورك.',
  'A password was added to your account.': 'أُضيفت كلمة مرور إلى حسابك.',
  'Your password was reset with an emailed code.': 'أُعيد تعيين كلمة مرورك برمز أُرسل بالبريد.',
  'Two-factor authentication was turned on.': 'فُعّلت المصادقة الثنائية.',
  'Two-factor authentication was turned off.': 'أُوقفت المصادقة الثنائية.',
};

const CHECK_ACCOUNT = {
  en: 'If this was not you, change your password and use "Report suspicious activity" in My Account.',
  ar: 'إن لم تكن أنت فغيّر كلمة مرورك واستخدم «الإبلاغ عن نشاط مريب» في حسابي.',
};

/** A security event on the account. */
export function securityAlertEmail(to: string, message: string, ip: string | null): OutgoingEmail {
  return composeLocalized('security-alert', to, {
    en: {
      subject: 'security alert',
      lines: [message, ip ? `IP address: ${ip}` : 'IP address: unknown', CHECK_ACCOUNT.en],
    },
    ar: {
      subject: 'تنبيه أمني',
      lines: [
        SECURITY_MESSAGES_AR[message] ?? message,
        ip ? `عنوان IP: ${ip}` : 'عنوان IP: غير معروف',
        CHECK_ACCOUNT.ar,
      ],
    },
  });
}

/** A sign-in from a device the account had not used before. */
export function newDeviceEmail(to: string, device: string, ip: string): OutgoingEmail {
  return composeLocalized('new-device', to, {
    en: {
      subject: 'new sign-in',
      lines: [
        `Your account was just used to sign in from a new device: ${device}.`,
        `IP address: ${ip}`,
        CHECK_ACCOUNT.en,
      ],
    },
    ar: {
      subject: 'تسجيل دخول جديد',
      lines: [`سُجّل الدخول إلى حسابك للتو من جهاز جديد: ${device}.`, `عنوان IP: ${ip}`, CHECK_ACCOUNT.ar],
    },
  });
}

/** Why a member's tier changed, as the tier email says it. */
export type TierChangeCause = 'earning' | 'nightly' | 'staff';

const TIER_CAUSE_LINES: Record<ProductLanguage, Record<TierChangeCause, string>> = {
  en: {
    earning: 'Your latest points took your lifetime total past the threshold.',
    nightly: 'Our nightly tier review found your lifetime points reached it.',
    staff: 'A member of our team changed your tier.',
  },
  ar: {
    earning: 'تجاوز مجموع نقاطك مدى الحياة الحد المطلوب بنقاطك الأخيرة.',
    nightly: 'وجدت مراجعتنا الليلية للمستويات أن نقاطك مدى الحياة بلغته.',
    staff: 'غيّر أحد أعضاء فريقنا مستواك.',
  },
};

/** The tiers' display names, as the web shows them (the e-mail never shows a raw code like GOLD). */
export const TIER_NAMES: Record<ProductLanguage, Record<Tier, string>> = {
  en: { BASIC: 'Basic', BRONZE: 'Bronze', SILVER: 'Silver', GOLD: 'Gold', PLATINUM: 'Platinum', VIP: 'VIP' },
  ar: {
    BASIC: 'أساسي',
    BRONZE: 'برونزي',
    SILVER: 'فضي',
    GOLD: 'ذهبي',
    PLATINUM: 'بلاتيني',
    VIP: 'كبار الشخصيات',
  },
};

function tierName(language: ProductLanguage, tier: string): string {
  const names: Partial<Record<string, string>> = TIER_NAMES[language];
  return names[tier] ?? tier;
}

/** A member's tier changed. */
export function tierChangeEmail(to: string, tier: string, cause: TierChangeCause): OutgoingEmail {
  const en = tierName('en', tier);
  const ar = tierName('ar', tier);
  return composeLocalized('tier-change', to, {
    en: {
      subject: `your tier is now ${en}`,
      lines: [
        `Your tier is now ${en}.`,
        TIER_CAUSE_LINES.en[cause],
        'Your tier multiplies the points you earn. See your progress on your Points page.',
      ],
    },
    ar: {
      subject: `مستواك الآن ${ar}`,
      lines: [
        `مستواك الآن ${ar}.`,
        TIER_CAUSE_LINES.ar[cause],
        'يضاعف مستواك النقاط التي تكسبها. تابع تقدمك في صفحة النقاط.',
      ],
    },
  });
}
