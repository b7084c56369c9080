import { navigate } from 'wouter/use-browser-location';
import type { NavigateParams } from '@/machines/types';

/**
 * The `navigate` action machines declare (`setup({ actions: { navigate: (_, params: NavigateParams) => {} } })`)
 * is provided with this implementation: machines decide where to go and when (their delays), the browser
 * history is touched only here.
 */
export const navigateAction = (_: unknown, params: NavigateParams): void => {
  navigate(params.to, { replace: params.replace ?? false });
};

/** Goes back one history entry, or to the fallback path when there is none. */
export const navigateBack = (fallback: string): void => {
  if (window.history.length > 1) window.history.back();
  else navigate(fallback);
};
