/** The spec's timings (accounts.md §9, ordering.md §9), named once. Machines use them as named delays. */
export const TIMINGS = {
  splash: 2000,
  splashSettle: 1000,
  modalTransition: 300,
  toast: 5000,
  logoutRedirect: 500,
  postLoginRedirect: 200,
  entryRedirect: 500,
  perUserFetch: 5000,
  profilePrompt: 1000,
  tour: 2000,
  pushPrompt: 2000,
  story: 5000,
  guestPromo: 1000,
  guestModal: 2000,
} as const;

export const LAYOUT_LIMITS = {
  headerHideThreshold: 50,
  mobileMaxWidth: 1024,
} as const;
