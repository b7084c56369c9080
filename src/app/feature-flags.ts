/**
 * Build settings read once. The /__flows page is on in dev and in demo builds (the default for `npm start`);
 * a production deploy builds with VITE_FLOWS_PAGE=0.
 */
export const FLOWS_PAGE_ENABLED: boolean = import.meta.env.DEV || import.meta.env.VITE_FLOWS_PAGE !== '0';
