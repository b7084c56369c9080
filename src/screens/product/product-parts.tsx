import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiText } from '@/locales/catalogue';
import type {
  AditionalView,
  GroupView,
  OptionView,
  UpsellGroupView,
} from '@/machines/order-preparation/order-preparation.selectors';

/** A lookup for content texts (names from the server) in the diner's language. */
export type ContentLookup = (text: string) => string;
/** Renders a machine's UiText (a key with values, or content). */
export type UiTextRenderer = (message: UiText | undefined) => string | undefined;

export interface StepperProps {
  value: number;
  /** The accessible name of the value ('Cantidad:' or the option's name). */
  label: string;
  canDecrease: boolean;
  canIncrease?: boolean;
  decreaseLabel: string;
  increaseLabel: string;
  onDecrease: () => void;
  onIncrease: () => void;
}

/** A − value + stepper of real buttons; the value is announced when it changes. */
export function Stepper({
  value,
  label,
  canDecrease,
  canIncrease = true,
  decreaseLabel,
  increaseLabel,
  onDecrease,
  onIncrease,
}: StepperProps) {
  return (
    <fieldset className="stepper" aria-label={label}>
      <button
        type="button"
        className="stepper__button"
        aria-label={decreaseLabel}
        disabled={!canDecrease}
        onClick={onDecrease}
      >
        −
      </button>
      <output className="stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label={increaseLabel}
        disabled={!canIncrease}
        onClick={onIncrease}
      >
        +
      </button>
    </fieldset>
  );
}

export interface OptionGroupSectionProps {
  group: GroupView;
  content: ContentLookup;
  uiText: UiTextRenderer;
  formatPrice: (value: number) => string;
  onToggle: (groupId: string) => void;
  onChoose: (optionKey: string) => void;
  onRemove: (optionKey: string) => void;
}

/**
 * A collapsible ingredient group (§2 "Content"): a header button (name, 'Requerido', counter) and, open,
 * a radio group (maxQty 1) or a checkbox group; a chosen option of a multiple-choice group grows with '+'.
 */
export function OptionGroupSection({
  group,
  content,
  uiText,
  formatPrice,
  onToggle,
  onChoose,
  onRemove,
}: OptionGroupSectionProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const name = content(group.name);
  const errorId = `${panelId}-error`;
  return (
    <section className="product-group" id={`product-group-${group.id}`} data-group-id={group.id}>
      <h3 className="product-group__heading">
        <button
          type="button"
          className="product-group__toggle"
          aria-expanded={group.isOpen}
          aria-controls={panelId}
          onClick={() => onToggle(group.id)}
        >
          <span className="product-group__name">{name}</span>
          {group.isRequired && <span className="badge badge--required">{t('product.required')}</span>}
          {group.counter && <span className="product-group__counter">{uiText(group.counter)}</span>}
          <span className="product-group__chevron" aria-hidden="true" />
        </button>
      </h3>
      {group.error && (
        <p className="product-group__error" id={errorId} role="alert">
          {uiText(group.error)}
        </p>
      )}
      <div id={panelId} hidden={!group.isOpen} className="product-group__panel">
        {group.isOpen &&
          (group.isSingleChoice ? (
            // Native inputs in the platform's own groups (a radio group by `name`, arrow keys included), not
            // react-aria's: its chunk's evaluation (Intl locale data, 65–85 ms at 4× CPU) was a long task of the
            // overlay's first paint (docs/performance.md "The boot task split").
            <div
              role="radiogroup"
              aria-label={name}
              aria-describedby={group.error ? errorId : undefined}
              className="product-options"
            >
              {group.options.map((option) => (
                <OptionLabel
                  key={option.key}
                  kind="radio"
                  groupName={panelId}
                  option={option}
                  name={content(option.name)}
                  onChange={() => onChoose(option.key)}
                >
                  {option.price > 0 && (
                    <span className="product-option__price">{formatPrice(option.price)}</span>
                  )}
                </OptionLabel>
              ))}
            </div>
          ) : (
            <fieldset
              aria-label={name}
              aria-describedby={group.error ? errorId : undefined}
              className="product-options"
            >
              {group.options.map((option) => (
                <div key={option.key} className="product-option-row">
                  <OptionLabel
                    kind="checkbox"
                    option={option}
                    name={content(option.name)}
                    onChange={() => (option.isSelected ? onRemove(option.key) : onChoose(option.key))}
                  >
                    {option.quantity > 1 && (
                      <span className="product-option__quantity">
                        {t('product.optionQuantity', { quantity: String(option.quantity) })}
                      </span>
                    )}
                  </OptionLabel>
                  {option.isSelected && (
                    <button
                      type="button"
                      className="product-option__add"
                      aria-label={t('product.addOption', { name: content(option.name) })}
                      disabled={group.isAddDisabled}
                      onClick={() => onChoose(option.key)}
                    >
                      +
                    </button>
                  )}
                </div>
              ))}
            </fieldset>
          ))}
      </div>
    </section>
  );
}

interface OptionLabelProps {
  /** A radio (single choice, grouped by `groupName`) or a checkbox (multiple choice). */
  kind: 'radio' | 'checkbox';
  groupName?: string;
  option: OptionView;
  /** The option's name in the diner's language. */
  name: string;
  onChange: () => void;
  /** What follows the name: a radio's price, a checkbox's quantity. */
  children?: ReactNode;
}

/** One option as a person taps it: the visually hidden native input, its mark, the name and what follows. */
function OptionLabel({ kind, groupName, option, name, onChange, children }: OptionLabelProps) {
  return (
    <label
      className="product-option"
      data-selected={option.isSelected || undefined}
      data-disabled={option.isDisabled || undefined}
    >
      <input
        type={kind}
        className="visually-hidden"
        name={groupName}
        value={option.key}
        checked={option.isSelected}
        disabled={option.isDisabled}
        onChange={onChange}
      />
      <span
        className={kind === 'radio' ? 'product-option__mark' : 'product-option__box'}
        aria-hidden="true"
      />
      <span className="product-option__name">{name}</span>
      {children}
    </label>
  );
}

export interface AditionalsSectionProps {
  aditionals: AditionalView[];
  content: ContentLookup;
  formatPrice: (value: number) => string;
  onAdd: (optionKey: string) => void;
  onRemove: (optionKey: string) => void;
}

/** 'Adicionales' (§2): each with its price and a stepper. */
export function AditionalsSection({
  aditionals,
  content,
  formatPrice,
  onAdd,
  onRemove,
}: AditionalsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (aditionals.length === 0) return null;
  return (
    <section className="product-section" aria-labelledby={headingId}>
      <h3 className="product-section__title" id={headingId}>
        {t('product.aditionals')}
      </h3>
      <ul className="product-list">
        {aditionals.map((item) => {
          const name = content(item.name);
          return (
            <li key={item.key} className="product-list__row">
              <span className="product-list__name">{name}</span>
              <span className="product-list__price">{formatPrice(item.price)}</span>
              <Stepper
                value={item.quantity}
                label={name}
                canDecrease={item.quantity > 0}
                decreaseLabel={t('product.removeOption', { name })}
                increaseLabel={t('product.addOption', { name })}
                onDecrease={() => onRemove(item.key)}
                onIncrease={() => onAdd(item.key)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export interface ObservationsFieldProps {
  value: string;
  onChange: (text: string) => void;
}

/** 'Observaciones' with its placeholder (§2). */
export function ObservationsField({ value, onChange }: ObservationsFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="product-section product-observations">
      <label className="product-section__title" htmlFor={id}>
        {t('product.observations')}
      </label>
      <textarea
        id={id}
        className="product-observations__input"
        rows={3}
        placeholder={t('product.observationsPlaceholder')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

export interface UpsellSectionProps {
  groups: UpsellGroupView[];
  content: ContentLookup;
  formatPrice: (value: number) => string;
  onAdd: (productId: string) => void;
  onRemove: (productId: string) => void;
  onChange: (productId: string, quantity: number) => void;
}

/** 'Complementa tu pedido' (§2): upsell products grouped by category title; each can be added, changed, removed. */
export function UpsellSection({
  groups,
  content,
  formatPrice,
  onAdd,
  onRemove,
  onChange,
}: UpsellSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (groups.length === 0) return null;
  return (
    <section className="product-section product-upsells" aria-labelledby={headingId}>
      <h3 className="product-section__title" id={headingId}>
        {t('product.upsellTitle')}
      </h3>
      {groups.map((group) => (
        <div key={group.title} className="product-upsells__group">
          <h4 className="product-upsells__title">{content(group.title)}</h4>
          <ul className="product-upsells__list">
            {group.products.map((product) => {
              const name = content(product.name);
              return (
                <li key={product.id} className="upsell-card">
                  <div className="upsell-card__image">
                    {product.imageShow && (
                      <img
                        src={product.imageShow}
                        alt=""
                        loading="lazy"
                        decoding="async"
                        width={72}
                        height={72}
                      />
                    )}
                  </div>
                  <span className="upsell-card__name">{name}</span>
                  <span className="upsell-card__price">{formatPrice(product.price)}</span>
                  {product.quantity === 0 ? (
                    <button
                      type="button"
                      className="upsell-card__add"
                      aria-label={t('product.addUpsell', { name })}
                      onClick={() => onAdd(product.id)}
                    >
                      +
                    </button>
                  ) : (
                    <Stepper
                      value={product.quantity}
                      label={name}
                      canDecrease
                      decreaseLabel={t('product.removeUpsell', { name })}
                      increaseLabel={t('product.addUpsell', { name })}
                      onDecrease={() =>
                        product.quantity > 1
                          ? onChange(product.id, product.quantity - 1)
                          : onRemove(product.id)
                      }
                      onIncrease={() => onChange(product.id, product.quantity + 1)}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
