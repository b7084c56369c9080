import { useTranslation } from 'react-i18next';
import { LANGUAGE_LOCALES, normalizeLanguage } from '@/machines/rules/languages';

/**
 * The locale `Intl` uses for dates and numbers in the UI language (accounts.md §9: ES → es-AR … ZH → zh-CN).
 * Prices are not formatted here: they read one way in every language (ordering.md §9 "Number format":
 * `formatCurrency`, '$ 3.100').
 */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return LANGUAGE_LOCALES[normalizeLanguage(i18n.language).language];
}
