import { navigate } from 'wouter/use-browser-location';
import { isNoUserRoute } from '@/machines/rules/routes';
import type { NavigateParams } from '@/machines/types';

/**
 * The `navigate` action machines declare (`setup({ actions: { navigate: (_, params: NavigateParams) => {} } })`)
 * is provided with this implementation: machines decide where to go and when (their delays), the browser
 * history is touched only here.
 */
export const navigateAction = (_: unknown, params: NavigateParams): void => {
  if (params.keepNoUserScreen && isNoUserRoute(window.location.pathname)) return;
  navigate(params.to, { replace: params.replace ?? false });
};
