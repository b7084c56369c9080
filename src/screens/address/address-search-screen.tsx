import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressField, AddressFormErrors } from '@/machines/address-search/address-search.rules';
import {
  selectAddressForm,
  selectAddressFormError,
  selectAddressFormErrors,
  selectAsksName,
  selectAsksPhone,
  selectFocusRequest,
  selectHasNoResults,
  selectIsFormShown,
  selectIsProviderLoading,
  selectIsSavingAddress,
  selectIsSearching,
  selectIsSuggestionListOpen,
  selectMapsFailure,
  selectSearchError,
  selectSearchInput,
  selectSelectedAddress,
  selectSuggestions,
} from '@/machines/address-search/address-search.selectors';
import { ROUTES } from '@/machines/rules/routes';
import { useFlow } from '@/src/app/hooks';
import { withRouteFlow } from '@/src/app/route-flow-screen';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { useUiText } from '@/src/i18n/use-ui-text';
import { Button } from '@/src/shell/button';
import { TextField } from '@/src/shell/text-field';
import { useAddressOpening } from './address-opening';
import '@/src/styles/address.css';

type Flow = ReturnType<typeof useAddressOpening>;

/**
 * CHECKOUT_SEARCH_ADDRESS (ordering.md §2 "Address search"): the autocomplete 'Buscar dirección' with its
 * suggestions ('No se encontraron resultados'; 'Seleccionar en el mapa' shown disabled), then the chip of the
 * selected address with its clear button and the form ('Etiqueta tu dirección', 'Nombre' and 'Teléfono' when the
 * diner has none, 'Instrucciones de entrega', 'Guardar') with the server's message under it.
 */
function AddressSearchView() {
  const { t } = useTranslation();
  useScreenLayout({ title: 'address.title', goBack: ROUTES.CHECKOUT_ADDRESS });
  const flow = useAddressOpening('addressSearch.searchOpened');
  const mapsFailure = useFlow('addressSearch', selectMapsFailure);
  const isFormShown = useFlow('addressSearch', selectIsFormShown);
  const text = useUiText([mapsFailure ?? undefined]);

  return (
    <section className="screen address-search" aria-label={t('address.searchTitle')}>
      {mapsFailure ? (
        <p className="address-search__failure" role="alert">
          {text(mapsFailure)}
        </p>
      ) : isFormShown ? (
        <AddressForm flow={flow} />
      ) : (
        <AddressAutocomplete flow={flow} />
      )}
    </section>
  );
}

/** An accessible combobox (ARIA 1.2 pattern): the input owns the listbox; arrows move, Enter picks. */
function AddressAutocomplete({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const input = useFlow('addressSearch', selectSearchInput);
  const isOpen = useFlow('addressSearch', selectIsSuggestionListOpen);
  const suggestions = useFlow('addressSearch', selectSuggestions);
  const hasNoResults = useFlow('addressSearch', selectHasNoResults);
  const isSearching = useFlow('addressSearch', selectIsSearching);
  const isLoading = useFlow('addressSearch', selectIsProviderLoading);
  const searchError = useFlow('addressSearch', selectSearchError);
  const text = useUiText([searchError ?? undefined]);
  // Which option the arrows point at is the view's own state: no flow cares.
  const [active, setActive] = useState(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer resets the pointer.
  useEffect(() => setActive(-1), [suggestions]);

  const choose = useCallback(
    (placeId: string) => flow.send({ type: 'addressSearch.suggestionChosen', placeId }),
    [flow],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isOpen || suggestions.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      const picked = suggestions[active];
      if (picked) choose(picked.placeId);
    }
  };

  return (
    <div className="address-combobox">
      <label className="field__label" htmlFor={`${id}-input`}>
        {t('address.searchLabel')}
      </label>
      <input
        id={`${id}-input`}
        className="field__input address-combobox__input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={isOpen && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-busy={isSearching || isLoading}
        aria-describedby={searchError ? `${id}-error` : undefined}
        autoComplete="off"
        placeholder={t('address.searchPlaceholder')}
        value={input}
        disabled={isLoading}
        onChange={(event) => flow.send({ type: 'addressSearch.inputChanged', value: event.target.value })}
        onKeyDown={onKeyDown}
      />
      {searchError ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {text(searchError)}
        </p>
      ) : null}
      <div
        id={listId}
        className="address-combobox__list"
        role="listbox"
        aria-label={t('address.suggestions')}
        hidden={!isOpen}
      >
        {suggestions.map((suggestion, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard acts through the combobox input (aria-activedescendant).
          <div
            key={suggestion.placeId}
            tabIndex={-1}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className="address-combobox__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion.placeId)}
          >
            <span className="address-combobox__main">{suggestion.mainText}</span>
            <span className="address-combobox__secondary">{suggestion.secondaryText}</span>
          </div>
        ))}
        {hasNoResults ? (
          <div
            role="option"
            tabIndex={-1}
            aria-disabled="true"
            aria-selected={false}
            className="address-combobox__empty"
          >
            {t('address.noResults')}
          </div>
        ) : null}
        <div
          role="option"
          tabIndex={-1}
          aria-disabled="true"
          aria-selected={false}
          className="address-combobox__map"
        >
          {t('address.selectOnMap')}
        </div>
      </div>
    </div>
  );
}

const FIELD_LABELS: Record<
  AddressField,
  'address.tag' | 'address.name' | 'address.countryCode' | 'address.phone' | 'address.instructions'
> = {
  tag: 'address.tag',
  name: 'address.name',
  countryCode: 'address.countryCode',
  phone: 'address.phone',
  instructions: 'address.instructions',
};

/** The chip and the form after selection (ordering.md §2, §5 "New address form"). */
function AddressForm({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const id = useId();
  const selected = useFlow('addressSearch', selectSelectedAddress);
  const form = useFlow('addressSearch', selectAddressForm);
  const errors = useFlow('addressSearch', selectAddressFormErrors, sameErrors);
  const asksName = useFlow('addressSearch', selectAsksName);
  const asksPhone = useFlow('addressSearch', selectAsksPhone);
  const serverError = useFlow('addressSearch', selectAddressFormError);
  const isSaving = useFlow('addressSearch', selectIsSavingAddress);
  const focusRequest = useFlow('addressSearch', selectFocusRequest);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused 'Guardar' the flow names the first invalid field: the focus goes there (issue 12).
  useEffect(() => {
    if (!focusRequest) return;
    formRef.current?.querySelector<HTMLInputElement>(`input[name="${focusRequest.field}"]`)?.focus();
  }, [focusRequest]);
  const text = useUiText([
    errors.tag,
    errors.name,
    errors.countryCode,
    errors.phone,
    errors.instructions,
    serverError ?? undefined,
  ]);
  const change = (field: AddressField) => (value: string) =>
    flow.send({ type: 'addressSearch.fieldChanged', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: 'addressSearch.submitted' });
  };
  const fieldProps = (field: AddressField) => ({
    label: t(FIELD_LABELS[field]),
    name: field,
    value: form[field],
    error: text(errors[field]),
    isDisabled: isSaving,
    onChange: change(field),
  });

  return (
    <form
      ref={formRef}
      className="address-form"
      noValidate
      onSubmit={submit}
      aria-label={t('address.searchTitle')}
      aria-describedby={serverError ? `${id}-server-error` : undefined}
    >
      {selected ? (
        <div className="address-chip">
          <span className="address-chip__text">{selected.formattedAddress}</span>
          <button
            type="button"
            className="address-chip__clear"
            aria-label={t('address.clear', { address: selected.formattedAddress })}
            disabled={isSaving}
            onClick={() => flow.send({ type: 'addressSearch.selectionCleared' })}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
      <TextField {...fieldProps('tag')} autoFocus />
      {asksName ? <TextField {...fieldProps('name')} autoComplete="name" /> : null}
      {asksPhone ? (
        <fieldset className="address-form__phone">
          <legend className="visually-hidden">{t('address.phone')}</legend>
          <TextField
            {...fieldProps('countryCode')}
            className="address-form__code"
            inputMode="tel"
            autoComplete="tel-country-code"
            maxLength={5}
          />
          <TextField
            {...fieldProps('phone')}
            className="address-form__number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
          />
        </fieldset>
      ) : null}
      <TextField {...fieldProps('instructions')} />
      {serverError ? (
        <p id={`${id}-server-error`} className="address-form__error" role="alert">
          {text(serverError)}
        </p>
      ) : null}
      <Button type="submit" isFullWidth isLoading={isSaving}>
        {t('address.save')}
      </Button>
    </form>
  );
}

const sameErrors = (a: AddressFormErrors, b: AddressFormErrors) =>
  a.tag === b.tag &&
  a.name === b.name &&
  a.countryCode === b.countryCode &&
  a.phone === b.phone &&
  a.instructions === b.instructions;

export const AddressSearchScreen = withRouteFlow('addressSearch', AddressSearchView);
