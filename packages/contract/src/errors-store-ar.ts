// Part of the Arabic error catalogue (errors-ar.ts spreads it in), kept apart so each file stays readable.
import type { STORE_ERRORS } from './errors-store.js';

/** The merchandise store's refusals, in Arabic (decision 060). */
export const STORE_ERRORS_AR = {
  STORE_PRODUCT_NOT_FOUND: 'هذا المنتج غير معروض للبيع.',
  STORE_SOLD_OUT: 'نفدت الكمية: لم يتبقَّ ما يكفي من هذا المنتج.',
  STORE_CART_EMPTY: 'سلة التسوق فارغة.',
  STORE_TIER_REQUIRED: 'هذا المنتج متاح فقط لأعضاء المستويات الأعلى.',
  STORE_MEMBER_LIMIT: 'لقد بلغت الحد الأقصى لما يمكن للعضو شراؤه من هذا المنتج.',
  STORE_NOT_ENOUGH_POINTS: 'ليس لديك نقاط كافية لهذا الطلب.',
  STORE_NOT_ENOUGH_ARTFI: 'لا تحتوي محفظتك على ما يكفي من ARTFI لهذا الطلب.',
  STORE_PRICE_UNAVAILABLE: 'لا يمكن دفع ثمن أحد المنتجات في سلتك بهذه الطريقة. يُرجى اختيار طريقة دفع أخرى.',
  STORE_ORDER_NOT_FOUND: 'الطلب غير موجود',
  STORE_ORDER_STATE: 'لم يعد من الممكن تغيير هذا الطلب بهذه الطريقة.',
  STORE_RESERVATION_EXPIRED: 'حُجزت المنتجات لك لمدة محدودة وقد انتهت. يُرجى إتمام الشراء من جديد.',
  STORE_ADDRESS_NOT_FOUND: 'العنوان غير موجود',
  STORE_ADDRESS_LIMIT: 'لقد حفظت الحد الأقصى من العناوين. احذف عنوانًا لتحفظ غيره.',
  STORE_SLUG_TAKEN: 'يستخدم منتج آخر اسم العنوان هذا بالفعل.',
  STORE_SKU_TAKEN: 'يستخدم متغير آخر رمز المنتج هذا بالفعل.',
  STORE_STOCK_NEGATIVE: 'لا يمكن أن يقل المخزون عن الصفر.',
  STORE_IMAGE_NOT_FOUND: 'الصورة غير موجودة',
  STORE_IMAGE_LIMIT: 'لهذا المنتج أقصى عدد من الصور. احذف صورة لتضيف غيرها.',
  STORE_IMAGE_ORDER: 'يجب أن يذكر الترتيب الجديد كل صورة من صور المنتج مرة واحدة بالضبط.',
} as const satisfies Record<keyof typeof STORE_ERRORS, string>;
