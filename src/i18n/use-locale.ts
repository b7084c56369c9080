import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@/machines/rules/format';
import { LANGUAGE_LOCALES, normalizeLanguage } from '@/machines/rules/languages';

/**
 * The locale `Intl` uses for dates and numbers in the UI language (accounts.md §9: ES → es-AR … ZH → zh-CN).
 * Prices stay in ARS in every language; only their formatting follows the locale.
 */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return LANGUAGE_LOCALES[normalizeLanguage(i18n.language).language];
}

/** Prices in ARS, formatted for the UI language (`formatCurrency` with the language's locale). */
export function useFormatCurrency(): (value: number) => string {
  const locale = useLocale();
  return useCallback((value: number) => formatCurrency(value, locale), [locale]);
}
