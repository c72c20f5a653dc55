import type { ProductLanguage } from '@streamit/contract';

type Unit = 'minute' | 'hour' | 'day';

// Each language's plural forms (CLDR categories through Intl.PluralRules): English one/other, Arabic all six.
const UNIT_WORDS: Record<ProductLanguage, Record<Unit, Partial<Record<Intl.LDMLPluralRule, string>>>> = {
  en: {
    minute: { one: '{n} minute', other: '{n} minutes' },
    hour: { one: '{n} hour', other: '{n} hours' },
    day: { one: '{n} day', other: '{n} days' },
  },
  ar: {
    minute: {
      zero: '{n} دقيقة',
      one: 'دقيقة واحدة',
      two: 'دقيقتين',
      few: '{n} دقائق',
      many: '{n} دقيقة',
      other: '{n} دقيقة',
    },
    hour: {
      zero: '{n} ساعة',
      one: 'ساعة واحدة',
      two: 'ساعتين',
      few: '{n} ساعات',
      many: '{n} ساعة',
      other: '{n} ساعة',
    },
    day: {
      zero: '{n} يوم',
      one: 'يوم واحد',
      two: 'يومين',
      few: '{n} أيام',
      many: '{n} يومًا',
      other: '{n} يوم',
    },
  },
};

function largestWholeUnit(minutes: number): [Unit, number] {
  if (minutes >= 1440 && minutes % 1440 === 0) return ['day', minutes / 1440];
  if (minutes >= 60 && minutes % 60 === 0) return ['hour', minutes / 60];
  return ['minute', minutes];
}

/** A duration in the largest whole unit, worded with the language's plural rules ("24 hours", not "1440 minutes"). */
export function wordDuration(language: ProductLanguage, minutes: number): string {
  const [unit, amount] = largestWholeUnit(minutes);
  const forms = UNIT_WORDS[language][unit];
  const form = forms[new Intl.PluralRules(language).select(amount)] ?? forms.other ?? '{n}';
  return form.replace('{n}', new Intl.NumberFormat(language).format(amount));
}
