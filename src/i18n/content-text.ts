import { createElement, useEffect, useMemo, useSyncExternalStore } from 'react';
import { selectFlowRef } from '@/machines/app/app.selectors';
import { selectLanguage, selectTranslated } from '@/machines/language/language.selectors';
import { DEFAULT_LANGUAGE } from '@/machines/rules/languages';
import { useOptionalAppActor } from '../app/app-context';

type LanguageRef = NonNullable<ReturnType<ReturnType<typeof selectFlowRef<'language'>>>>;

const noSubscription = () => () => {};
const SEPARATOR = '\u0000';

/** Subscribes to an actor for useSyncExternalStore (a no-op without one). */
const subscribeTo = (actor: { subscribe(listener: () => void): { unsubscribe(): void } } | null) =>
  actor
    ? (onChange: () => void) => {
        const subscription = actor.subscribe(onChange);
        return () => subscription.unsubscribe();
      }
    : noSubscription;

/** The language flow's actor, or null before it is spawned and outside the app. */
function useLanguageRef(): LanguageRef | null {
  const app = useOptionalAppActor();
  const subscribe = useMemo(() => subscribeTo(app), [app]);
  const read = () => (app ? selectFlowRef('language')(app.getSnapshot()) : null);
  // The same reading on the server (static rendering in tests): there is no live actor to differ from.
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * Content that no catalogue can hold (brand texts, names, descriptions, server messages): shown in Spanish at
 * once, replaced by its machine translation when the language flow has it. Asking is an event; the flow
 * decides whether to call the service (skip rules, cache, queue, offline). Returns a lookup for the texts.
 */
export function useContentTexts(texts: readonly string[]): (text: string) => string {
  const ref = useLanguageRef();
  const key = texts.join(SEPARATOR);
  const subscribe = useMemo(() => subscribeTo(ref), [ref]);
  const readLanguage = () => (ref ? selectLanguage(ref.getSnapshot()) : DEFAULT_LANGUAGE);
  const language = useSyncExternalStore(subscribe, readLanguage, readLanguage);
  // One primitive per render: the translations of these texts, so unrelated flow changes do not re-render.
  const readTranslated = () => {
    if (!ref || key === '') return '';
    const snapshot = ref.getSnapshot();
    return key
      .split(SEPARATOR)
      .map((text) => selectTranslated(text)(snapshot) ?? text)
      .join(SEPARATOR);
  };
  const translated = useSyncExternalStore(subscribe, readTranslated, readTranslated);
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
