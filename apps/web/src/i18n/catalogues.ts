// Both catalogues at once, for the key-parity tests only: the app itself loads one language at a time
// through i18n.ts, so nothing in the shipped bundle may import this module.
export { ar } from './ar.catalogue';
export { en, type Catalogue } from './en.catalogue';
