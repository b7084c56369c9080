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
