// Part of the Arabic error catalogue (errors-ar.ts spreads it in), kept apart so each file stays readable.
import type { POINTS_COMPLETION_ERRORS } from './errors-points.js';

/** Why a completion is refused, in Arabic (decision 060). */
export const POINTS_COMPLETION_ERRORS_AR = {
  POINTS_ALREADY_COMPLETED: 'لقد أكملت هذا النشاط من قبل.',
  POINTS_COOLDOWN: 'يُرجى الانتظار قليلًا قبل إكمال نشاط آخر.',
  POINTS_DAILY_CAP: 'لقد بلغت الحد اليومي للنقاط. عُد إلينا غدًا.',
  POINTS_WEEKLY_CAP: 'لقد بلغت الحد الأسبوعي للنقاط.',
  POINTS_TIER_REQUIRED: 'يتطلب هذا النشاط مستوى أعلى.',
  POINTS_WATCH_TIME_NOT_REACHED: 'تابع المشاهدة: لم تشاهد بعدُ ما يكفي من الفيديو.',
  POINTS_QUIZ_NOT_PASSED: 'اجتز الاختبار لإكمال هذا النشاط.',
  POINTS_GAME_SCORE_TOO_LOW: 'احصل على النتيجة المطلوبة لإكمال هذه اللعبة.',
  POINTS_UNAVAILABLE: 'لم يعد هذا النشاط متاحًا، لذا تعذّر صرف نقاطه.',
} as const satisfies Record<keyof typeof POINTS_COMPLETION_ERRORS, string>;
