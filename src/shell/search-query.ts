/** The URL query parameter the header search bar writes (accounts.md §2.3 "Search bar"). */
export const SEARCH_PARAM = 'search';

/** Reads the search text from a query string (with or without the leading "?"). */
export function readSearchParam(search: string): string {
  return new URLSearchParams(search).get(SEARCH_PARAM) ?? '';
}

/**
 * The URL to replace the current entry with when the search text changes: other parameters are kept, an
 * empty value removes `search`.
 */
export function urlWithSearchText(pathname: string, search: string, text: string): string {
  const params = new URLSearchParams(search);
  if (text) params.set(SEARCH_PARAM, text);
  else params.delete(SEARCH_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
