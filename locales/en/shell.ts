import type { Catalogue } from '../catalogue';

export const shell = {
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    close: 'Close',
    back: 'Back',
    cancel: 'Cancel',
    notAvailableYet: "This section isn't available yet.",
  },
  app: {
    brandUnavailable: "We couldn't load the brand. Check your connection and try again.",
    screenUnavailable: "We couldn't load this screen. Check your connection and try again.",
    loadingBrand: 'Loading {{appName}}',
  },
  shell: {
    nav: {
      label: 'Main navigation',
      home: 'Home',
      points: 'Points',
      coupons: 'Coupons',
      profile: 'Profile',
      qrCode: 'QR code',
    },
    header: {
      sections: 'Sections',
      tabHasNews: '(new)',
    },
    search: {
      placeholder: 'Search...',
      label: 'Search',
      clear: 'Clear search',
    },
    password: {
      show: 'Show password',
      hide: 'Hide password',
    },
    toasts: {
      label: 'Notifications',
      tapToClose: '(tap to close)',
      kind: {
        success: 'Done',
        info: 'Info',
        error: 'Error',
        warning: 'Heads up',
        loading: 'Loading',
      },
    },
    pointsAvailable: '{{points}} available',
    fullMenu: 'See full menu',
    vatDisclaimer: 'Prices exclude VAT',
  },
  flows: {
    title: 'App flows',
    intro: 'Highlighted states are the ones the app is in right now.',
    machines: 'Machines',
    drawing: 'Drawing the diagram…',
    activeNow: 'Now: {{states}}',
    noActor: 'No actor running',
  },
} satisfies Catalogue;
