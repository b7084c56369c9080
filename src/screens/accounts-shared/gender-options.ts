import type { Gender } from '@/machines/rules/account-validators';

/** Gender values and their labels (accounts.md §9 "Gender values"): personal data and profile completion. */
export const GENDER_OPTIONS: ReadonlyArray<{ value: Gender; label: string }> = [
  { value: 'Male', label: 'Masculino' },
  { value: 'Female', label: 'Femenino' },
  { value: 'Other', label: 'Otro' },
];
