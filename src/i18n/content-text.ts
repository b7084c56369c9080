import { createElement, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { selectFlowRef } from '@/machines/app/app.selectors';
import { selectLanguage, selectTranslated } from '@/machines/language/language.selectors';
import { DEFAULT_LANGUAGE } from '@/machines/rules/languages';
import { useOptionalAppActor } from '../app/app-context';

type LanguageRef = NonNullable<ReturnType<ReturnType<typeof selectFlowRef<'language'>>>>;

const noSubscription = () => () => {};
const SEPARATOR = '\u0000';

/** The language flow's actor, or null before it is spawned and outside the app. */
function useLanguageRef(): LanguageRef | null {
  const app = useOptionalAppActor();
  const subscribe = useCallback(
    (onChange: () => void) => (app ? app.subscribe(onChange).unsubscribe : () => {}),
    [app],
  );
  return useSyncExternalStore(subscribe, () => (app ? selectFlowRef('language')(app.getSnapshot()) : null));
}

/**
 * Content that no catalogue can hold (brand texts, names, descriptions, server messages): shown in Spanish at
 * once, replaced by its machine translation when the language flow has it. Asking is an event; the flow
 * decides whether to call the service (skip rules, cache, queue, offline). Returns a lookup for the texts.
 */
export function useContentTexts(texts: readonly string[]): (text: string) => string {
  const ref = useLanguageRef();
  const key = texts.join(SEPARATOR);
  const language = useSyncExternalStore(
    useCallback((onChange: () => void) => (ref ? ref.subscribe(onChange).unsubscribe : () => {}), [ref]),
    () => (ref ? selectLanguage(ref.getSnapshot()) : DEFAULT_LANGUAGE),
  );
  // One primitive per render: the translations of these texts, so unrelated flow changes do not re-render.
  const translated = useSyncExternalStore(
    useCallback(
      (onChange: () => void) => (ref ? ref.subscribe(onChange).unsubscribe : noSubscription()),
      [ref],
    ),
    () => {
      if (!ref || key === '') return '';
      const snapshot = ref.getSnapshot();
      return key
        .split(SEPARATOR)
        .map((text) => selectTranslated(text)(snapshot) ?? text)
        .join(SEPARATOR);
    },
  );
  useEffect(() => {
    if (ref && key !== '' && language !== DEFAULT_LANGUAGE) {
      ref.send({ type: 'translation.requested', texts: key.split(SEPARATOR) });
    }
  }, [ref, key, language]);
  return useMemo(() => {
    const sources = key === '' ? [] : key.split(SEPARATOR);
    const results = translated === '' ? [] : translated.split(SEPARATOR);
    const byText = new Map(sources.map((text, i) => [text, results[i] ?? text]));
    return (text: string) => byText.get(text) ?? text;
  }, [key, translated]);
}

/** One text of content (see useContentTexts). */
export function useContentText(text: string): string {
  return useContentTexts(text ? [text] : [])(text);
}

export interface ContentTextProps {
  text: string;
  /** The element to render (a span by default). */
  as?: 'span' | 'p' | 'h1' | 'h2' | 'h3' | 'strong';
  className?: string;
}

/**
 * A text of content in the diner's language. The element keeps its place while the translation arrives
 * (the Spanish is shown meanwhile), and carries `lang` so a screen reader pronounces what is shown.
 */
export function ContentText({ text, as = 'span', className }: ContentTextProps) {
  const shown = useContentText(text);
  return createElement(as, { className, lang: shown === text ? 'es' : undefined }, shown);
}
