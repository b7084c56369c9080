/**
 * Storage keys exactly as accounts.md §3 and ordering.md §9 spell them. `{prefix}` is the app's storage
 * prefix (a build setting, `VITE_STORAGE_PREFIX`, default `app`), so several white-label builds served
 * from one origin in development do not read each other's keys.
 */
export const PERSISTED_STATE_KEY = 'persist:root';

export const PERSISTED_SLICES = [
  'user',
  'layout',
  'branch',
  'order',
  'language',
  'consumePreferences',
] as const;
export type PersistedSliceName = (typeof PERSISTED_SLICES)[number];

export const prefixedKeys = (prefix: string) => ({
  brandId: `${prefix}_brand_id`,
  authPathname: `${prefix}_auth_pathname`,
  authMethod: `${prefix}_auth_method`,
  authRecoverPasswordEmail: `${prefix}_auth_recover_password_email`,
  draftOrderId: `${prefix}_draft_order_id`,
  /**
   * 'Tus últimos pedidos' (key user_last_orders) remembered on this device: {userId, products}, the products
   * of the user's last history answer, so the next visit's MENU paints with the section in place. Not in the
   * spec (issue 11, layout shift); cleared with the rest of local storage at logout.
   */
  userLastOrders: `${prefix}_user_last_orders`,
});

export const LOCAL_KEYS = {
  authRecoverPasswordEmail: 'auth_recover_password_email',
  authMethod: 'auth_method',
  welcomeUserModalState: 'welcome_user_modal_state',
  autoLogin: 'auto_login',
  preferredLanguage: 'preferredLanguage',
  translationTelemetryConsent: 'translation_telemetry_consent',
  tableSystem: 'tableSystem',
  takeawaySystem: 'takeawaySystem',
  deliverySystem: 'deliverySystem',
  notificationLastPrompt: 'notification-last-prompt',
  notificationUserChoice: 'notification-user-choice',
  notificationAttempts: 'notification-attempts',
  webPushSubscription: 'web-push-subscription',
  tourModalLastPrompt: 'tour-modal-last-prompt',
  tourModalAttempts: 'tour-modal-attempts',
} as const;

export const SESSION_KEYS = {
  unverifiedUser: 'unverified_user',
  qrData: 'qr_data',
  urlUtmCampaign: 'url_utm_campaign',
  originalUtmPath: 'original_utm_path',
  appStoresModalClosed: 'app-stores-modal-closed',
} as const;

/** The pending payment order id: 'idOrder' followed by the payment provider's name (ordering.md §9). */
export const pendingPaymentKey = (providerName: string) => `idOrder${providerName}`;
