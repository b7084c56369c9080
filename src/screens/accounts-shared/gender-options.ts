import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@/locales/catalogue';
import { GENDERS, type Gender } from '@/machines/rules/account-validators';

/** Gender values and their labels' keys (accounts.md §9 "Gender values"): personal data and profile completion. */
export const GENDER_LABELS = {
  Male: 'accountForm.gender.male',
  Female: 'accountForm.gender.female',
  Other: 'accountForm.gender.other',
} as const satisfies Record<Gender, MessageKey>;

/** The options in the spec's order, labelled in the diner's language. */
export function useGenderOptions(): ReadonlyArray<{ value: Gender; label: string }> {
  const { t } = useTranslation();
  return GENDERS.map((value) => ({ value, label: t(GENDER_LABELS[value]) }));
}
