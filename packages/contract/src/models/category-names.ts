import type { ProductLanguage } from '../enum-values.js';

/** A category's name and description in one language. */
export interface CategoryWording {
  name: string;
  description: string;
}

/**
 * The platform's own categories (seeded; no screen creates others), named in every product language and keyed
 * by slug. The seed stores the English wording; screens show the reader's (issue 26).
 */
export const CATEGORY_NAMES: Readonly<Record<string, Record<ProductLanguage, CategoryWording>>> = {
  painting: {
    en: {
      name: 'Painting',
      description: 'Studio visits, restorations and the stories behind great canvases.',
    },
    ar: { name: 'الرسم', description: 'زيارات للمراسم وأعمال ترميم وقصص وراء اللوحات العظيمة.' },
  },
  sculpture: {
    en: { name: 'Sculpture', description: 'Form, material and space: from marble to found objects.' },
    ar: { name: 'النحت', description: 'الشكل والمادة والفراغ: من الرخام إلى الأشياء المعثور عليها.' },
  },
  architecture: {
    en: { name: 'Architecture', description: 'Buildings, cities and the people who shape them.' },
    ar: { name: 'العمارة', description: 'مبانٍ ومدن والناس الذين يشكّلونها.' },
  },
  photography: {
    en: { name: 'Photography', description: 'Photographers on light, time and the decisive moment.' },
    ar: { name: 'التصوير الفوتوغرافي', description: 'مصورون يتحدثون عن الضوء والزمن واللحظة الحاسمة.' },
  },
  'film-and-animation': {
    en: { name: 'Film & Animation', description: 'Moving images as art: shorts, experiments and essays.' },
    ar: {
      name: 'السينما والرسوم المتحركة',
      description: 'الصورة المتحركة فنًّا: أفلام قصيرة وتجارب ومقالات مصوّرة.',
    },
  },
  music: {
    en: { name: 'Music', description: 'Performances, instruments and traditions from around the world.' },
    ar: { name: 'الموسيقى', description: 'عروض وآلات وتقاليد من أنحاء العالم.' },
  },
  'dance-and-theatre': {
    en: { name: 'Dance & Theatre', description: 'Stagecraft, choreography and live performance.' },
    ar: { name: 'الرقص والمسرح', description: 'فنون الخشبة وتصميم الرقص والعروض الحية.' },
  },
  'design-and-craft': {
    en: { name: 'Design & Craft', description: 'Makers, materials and the objects of everyday life.' },
    ar: { name: 'التصميم والحِرف', description: 'صنّاع ومواد وأشياء الحياة اليومية.' },
  },
  'heritage-and-history': {
    en: { name: 'Heritage & History', description: 'Museums, archives and the cultures they keep.' },
    ar: { name: 'التراث والتاريخ', description: 'متاحف وأرشيفات والثقافات التي تحفظها.' },
  },
  'generative-art': {
    en: { name: 'Generative Art', description: 'Art made with code, rules and chance.' },
    ar: { name: 'الفن التوليدي', description: 'فن يُصنع بالشيفرة والقواعد والمصادفة.' },
  },
};

/**
 * A category's name for the reader: the platform's wording in their language for a known slug, else the
 * stored name (a category added later without a translation, or a reference that carries no slug).
 */
export function nameCategory(category: { slug?: string; name: string }, language: string): string {
  const wording = category.slug ? CATEGORY_NAMES[category.slug] : undefined;
  return wording?.[language === 'ar' ? 'ar' : 'en'].name ?? category.name;
}

/** A category's description for the reader, by the same rule as its name. */
export function describeCategory(category: { slug: string; description: string }, language: string): string {
  const wording = CATEGORY_NAMES[category.slug];
  return wording?.[language === 'ar' ? 'ar' : 'en'].description ?? category.description;
}
