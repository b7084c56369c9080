import type { ChangeEvent, FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { customizationNames, lineAmount } from '@/machines/cart/cart.selectors';
import type { Suggestion } from '@/machines/cart/cart.setup';
import type { CartLine } from '@/machines/cart/cart.types';
import type { SummaryChanges } from '@/machines/cart/summary-changes.selectors';
import { formatCurrency } from '@/machines/rules/format';
import { ContentText } from '@/src/i18n/content-text';

export interface SummaryLineProps {
  line: CartLine;
  /** The edit route `{basePath}/product/{storeId}/{sku}/{orderProductId}`. */
  editHref: string;
  isB2b: boolean;
  /** b2b: the field's text (what is being typed, else the quantity). */
  quantityText: string;
  onIncrease: (orderProductId: string) => void;
  onDecrease: (orderProductId: string) => void;
  onQuantityTyped: (orderProductId: string, value: string) => void;
  onQuantityCommitted: (orderProductId: string) => void;
}

/** One cart line (ordering.md §2 "Order summary"): customisations, quantity controls and 'Editar'. */
export function SummaryLine({
  line,
  editHref,
  isB2b,
  quantityText,
  onIncrease,
  onDecrease,
  onQuantityTyped,
  onQuantityCommitted,
}: SummaryLineProps) {
  const { t } = useTranslation();
  const options = customizationNames(line);
  const quantityId = `cantidad-${line.orderProductId}`;
  return (
    <li className="summary-line" data-testid="summary-line">
      {line.imageShow ? (
        <img
          className="summary-line__image"
          src={line.imageShow}
          alt=""
          width={64}
          height={64}
          loading="lazy"
        />
      ) : (
        <span className="summary-line__image summary-line__image--empty" aria-hidden="true" />
      )}
      <div className="summary-line__body">
        <p className="summary-line__name">
          <ContentText text={line.name} />
        </p>
        {options.length > 0 ? (
          <ul className="summary-line__options">
            {options.map((option) => (
              <li key={option.name}>
                <ContentText text={option.name} />
                {option.quantity > 1 ? ` × ${option.quantity}` : null}
              </li>
            ))}
          </ul>
        ) : null}
        {line.upselling.length > 0 ? (
          <ul className="summary-line__options summary-line__upsell">
            {line.upselling.map((item) => (
              <li key={item.orderProductId}>
                + <ContentText text={item.name} />
                {` × ${item.quantity}`}
              </li>
            ))}
          </ul>
        ) : null}
        {line.comments ? (
          <p className="summary-line__comments">{t('cart.comments', { text: line.comments })}</p>
        ) : null}
        <div className="summary-line__controls">
          {isB2b ? (
            <span className="summary-line__typed">
              <label htmlFor={quantityId}>{t('cart.quantityLabel')}</label>
              <input
                id={quantityId}
                className="summary-line__input"
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                value={quantityText}
                onChange={(e: ChangeEvent<HTMLInputElement>) =>
                  onQuantityTyped(line.orderProductId, e.target.value)
                }
                onBlur={(_e: FocusEvent<HTMLInputElement>) => onQuantityCommitted(line.orderProductId)}
              />
            </span>
          ) : (
            <span className="stepper">
              <button
                type="button"
                className="stepper__button"
                aria-label={t('cart.decrease', { name: line.name })}
                onClick={() => onDecrease(line.orderProductId)}
              >
                −
              </button>
              <output className="stepper__value" aria-live="polite" data-testid="line-quantity">
                {line.quantity}
              </output>
              <button
                type="button"
                className="stepper__button"
                aria-label={t('cart.increase', { name: line.name })}
                onClick={() => onIncrease(line.orderProductId)}
              >
                +
              </button>
            </span>
          )}
          <Link
            href={editHref}
            className="summary-line__edit"
            aria-label={t('cart.editLabel', { name: line.name })}
          >
            {t('cart.edit')}
          </Link>
        </div>
      </div>
      <strong className="summary-line__amount">{formatCurrency(lineAmount(line))}</strong>
    </li>
  );
}

export interface SummaryTotalsProps {
  total: number;
  /** The server's quote of the same lines, once it answered. */
  serverTotal: number | null;
  isQuoting: boolean;
}

export function SummaryTotals({ total, serverTotal, isQuoting }: SummaryTotalsProps) {
  const { t } = useTranslation();
  return (
    <dl className="summary-totals">
      <div className="summary-totals__row">
        <dt>{t('cart.total')}</dt>
        <dd data-testid="cart-total">{formatCurrency(total)}</dd>
      </div>
      <div className="summary-totals__row summary-totals__row--server" aria-live="polite">
        <dt>{t('cart.serverTotal')}</dt>
        <dd data-testid="server-total">
          {serverTotal !== null ? formatCurrency(serverTotal) : isQuoting ? t('cart.quoting') : '—'}
        </dd>
      </div>
    </dl>
  );
}

export interface QuoteChangesNoticeProps {
  changes: SummaryChanges;
  /** 'Quitar' on a withdrawn line or upsell item. */
  onRemove: (orderProductId: string) => void;
}

/**
 * What the quote revealed since the cart was built (issue 12), named line by line: the withdrawn products (an
 * alert, each with 'Quitar') and the lines priced otherwise ('Los precios cambiaron: revisá tu orden.', a status,
 * each with 'Antes $ X, ahora $ Y').
 */
export function QuoteChangesNotice({ changes, onRemove }: QuoteChangesNoticeProps) {
  const { t } = useTranslation();
  return (
    <>
      {changes.withdrawn.length > 0 ? (
        <section className="summary-changes summary-changes--withdrawn" role="alert">
          <p className="summary-changes__title">{t('checkout.changes.withdrawnTitle')}</p>
          <ul className="summary-changes__list">
            {changes.withdrawn.map((change) => (
              <li key={change.orderProductId} className="summary-changes__line">
                <span>
                  <ContentText text={change.name} as="strong" /> {t('checkout.changes.withdrawn')}
                </span>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('checkout.changes.removeLabel', { name: change.name })}
                  onClick={() => onRemove(change.orderProductId)}
                >
                  {t('checkout.changes.remove')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {changes.pricesChanged ? (
        <section className="summary-changes" role="status">
          <p className="summary-changes__title">{t('cart.quoteMismatch')}</p>
          {changes.repriced.length > 0 ? (
            <ul className="summary-changes__list">
              {changes.repriced.map((change) =>
                change.kind === 'priceChanged' ? (
                  <li key={change.orderProductId} className="summary-changes__line">
                    <span>
                      <ContentText text={change.name} as="strong" />{' '}
                      {t('checkout.changes.priceChanged', {
                        before: formatCurrency(change.before),
                        after: formatCurrency(change.after),
                      })}
                    </span>
                  </li>
                ) : null,
              )}
            </ul>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

export interface SuggestionsProps {
  suggestions: Suggestion[];
  /** The price to show for a suggestion (already resolved by the server for the consume type). */
  priceOf: (suggestion: Suggestion) => number;
  /** Opens the customisation modal for the suggestion (§2 "Customisation modal"). */
  onOpen: (suggestion: Suggestion) => void;
}

/** '¿Querés sumar algo más?' (POST /menu/complementaryprodorder); a suggestion opens the customisation modal. */
export function Suggestions({ suggestions, priceOf, onOpen }: SuggestionsProps) {
  const { t } = useTranslation();
  if (suggestions.length === 0) return null;
  return (
    <section className="summary-suggestions" aria-labelledby="summary-suggestions-title">
      <h2 id="summary-suggestions-title" className="summary-suggestions__title">
        {t('cart.suggestions')}
      </h2>
      <ul className="summary-suggestions__list">
        {suggestions.map((s) => (
          <li key={s._id} className="suggestion-card">
            {s.imageShow ? (
              <img
                className="suggestion-card__image"
                src={s.imageShow}
                alt=""
                width={96}
                height={72}
                loading="lazy"
              />
            ) : (
              <span className="suggestion-card__image suggestion-card__image--empty" aria-hidden="true" />
            )}
            <ContentText text={s.name} className="suggestion-card__name" />
            <span className="suggestion-card__price">{formatCurrency(priceOf(s))}</span>
            <button
              type="button"
              className="button button--secondary suggestion-card__add"
              aria-label={t('cart.addLabel', { name: s.name })}
              aria-haspopup="dialog"
              onClick={() => onOpen(s)}
            >
              {t('cart.add')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
