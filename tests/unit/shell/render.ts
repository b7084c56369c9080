import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Server-renders a component into a detached document fragment for querying. */
export function render(element: ReactElement): { html: string; text: string } {
  const html = renderToStaticMarkup(element);
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { html, text };
}

/** The opening tags of elements whose attributes contain `needle`. */
export function tagsWith(html: string, needle: string): string[] {
  return (html.match(/<[a-z][^>]*>/g) ?? []).filter((tag) => tag.includes(needle));
}
