import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isOutsideText, type UiText } from '@/locales/catalogue';
import { useContentTexts } from './content-text';

/**
 * Renders what machines keep (docs/i18n.md): a catalogue key through i18next, and text from outside (a
 * server's message) as content — Spanish at once, its machine translation when it arrives.
 *
 * `const text = useUiText([errors.email, errors.password])` → `text(errors.email)`. The texts from outside
 * that the component will show are listed so their translation is requested once, not on every render.
 */
export function useUiText(shown: ReadonlyArray<UiText | '' | undefined> = []) {
  const { t } = useTranslation();
  const outside = shown.flatMap((m) => (m && isOutsideText(m) && !m.inLanguage ? [m.text] : []));
  const translate = useContentTexts(outside);
  return useMemo(
    () =>
      (message: UiText | '' | undefined): string | undefined => {
        if (message === undefined || message === '') return message;
        if (isOutsideText(message)) return message.inLanguage ? message.text : translate(message.text);
        if (typeof message === 'string') return t(message as never) as unknown as string;
        return t(message.key as never, message.values as never) as unknown as string;
      },
    [t, translate],
  );
}
