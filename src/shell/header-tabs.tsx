import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A tab as shown: its label already in the diner's language. */
export interface ShownTabOption {
  label: string;
  value: string;
  icon?: string;
}

export interface HeaderTabsProps {
  options: ShownTabOption[];
  /** The selected value (preselected by the screen). */
  active: string | null;
  /** The value that shows an alert dot, if any. */
  alertValue?: string;
  onChange: (value: string) => void;
  /** Accessible name of the group. */
  label?: string;
}

const isImageIcon = (icon: string) => /^(?:https?:\/\/|\/|data:image\/)/.test(icon);

/**
 * Segmented radio options (accounts.md §2.3 "Tabs control"): native radio buttons in a labelled group, so the
 * browser gives the arrow keys, one tab stop and the checked state to assistive technology without a widget
 * library on the first screen.
 */
export function HeaderTabs({ options, active, alertValue, onChange, label }: HeaderTabsProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <div className="tabs" role="radiogroup" aria-label={label} aria-orientation="horizontal">
      {options.map((option) => (
        <label
          key={option.value}
          className="tabs__option"
          data-selected={option.value === active || undefined}
        >
          <input
            className="tabs__input"
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === active}
            onChange={() => onChange(option.value)}
          />
          {option.icon ? (
            isImageIcon(option.icon) ? (
              <img className="tabs__icon" src={option.icon} alt="" aria-hidden="true" />
            ) : (
              <span className="tabs__icon" aria-hidden="true">
                {option.icon}
              </span>
            )
          ) : null}
          <span className="tabs__label">{option.label}</span>
          {alertValue === option.value ? (
            <>
              <span className="tabs__alert" aria-hidden="true" />
              <span className="visually-hidden">{t('shell.header.tabHasNews')}</span>
            </>
          ) : null}
        </label>
      ))}
    </div>
  );
}
