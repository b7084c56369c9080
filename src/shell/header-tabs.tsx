import { Radio, RadioGroup } from 'react-aria-components';
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

/** Segmented radio options (accounts.md §2.3 "Tabs control"). */
export function HeaderTabs({ options, active, alertValue, onChange, label }: HeaderTabsProps) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      className="tabs"
      aria-label={label}
      orientation="horizontal"
      value={active}
      onChange={onChange}
    >
      {options.map((option) => (
        <Radio key={option.value} value={option.value} className="tabs__option">
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
        </Radio>
      ))}
    </RadioGroup>
  );
}
