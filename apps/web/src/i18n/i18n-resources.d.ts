import type { Catalogue } from './en.catalogue';

// English is the reference catalogue: t() only accepts its keys, and Arabic must provide the same ones.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}
