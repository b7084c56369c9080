export interface PasswordChecklistProps {
  minLength: boolean;
  upperCase: boolean;
  lowerCase: boolean;
  digit: boolean;
  matches: boolean;
}

const ITEMS: [keyof PasswordChecklistProps, string][] = [
  ['minLength', 'Al menos 8 caracteres'],
  ['upperCase', 'Al menos una mayúscula'],
  ['lowerCase', 'Al menos una minúscula'],
  ['digit', 'Al menos un número'],
  ['matches', 'Las contraseñas coinciden'],
];

/** The strength and match indicator under password fields (accounts.md §2.4, §5.2). */
export function PasswordChecklist(props: PasswordChecklistProps) {
  return (
    <ul className="password-checklist" aria-label="Requisitos de la contraseña">
      {ITEMS.map(([key, label]) => (
        <li key={key} className="password-checklist__item" data-met={props[key] ? 'true' : 'false'}>
          <span className="password-checklist__mark" aria-hidden="true">
            {props[key] ? '✓' : '•'}
          </span>
          {label}
          <span className="visually-hidden">{props[key] ? ' (cumplido)' : ' (pendiente)'}</span>
        </li>
      ))}
    </ul>
  );
}
