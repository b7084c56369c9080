import type { SourceCatalogue } from '@/locales/catalogue';

// Typed keys: `t('validation.required')` is checked against the Spanish source catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: SourceCatalogue };
    returnNull: false;
  }
}
