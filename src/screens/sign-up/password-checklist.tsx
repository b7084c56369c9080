import { useTranslation } from 'react-i18next';

export interface PasswordChecklistProps {
  minLength: boolean;
  upperCase: boolean;
  lowerCase: boolean;
  digit: boolean;
  matches: boolean;
}

const ITEMS = ['minLength', 'upperCase', 'lowerCase', 'digit', 'matches'] as const;

/** The strength and match indicator under password fields (accounts.md §2.4, §5.2). */
export function PasswordChecklist(props: PasswordChecklistProps) {
  const { t } = useTranslation();
  return (
    <ul className="password-checklist" aria-label={t('accountForm.checklist.label')}>
      {ITEMS.map((key) => (
        <li key={key} className="password-checklist__item" data-met={props[key] ? 'true' : 'false'}>
          <span className="password-checklist__mark" aria-hidden="true">
            {props[key] ? '✓' : '•'}
          </span>
          {t(`accountForm.checklist.${key}`)}
          <span className="visually-hidden">
            {' '}
            {props[key] ? t('accountForm.checklist.met') : t('accountForm.checklist.pending')}
          </span>
        </li>
      ))}
    </ul>
  );
}
