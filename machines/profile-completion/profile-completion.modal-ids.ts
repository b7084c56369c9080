/**
 * The layout modal ids the profile-completion flow opens, alone in their module so the app's modal hosts in the
 * first screen's chunk (src/app/app.tsx) can name them without bringing the chart along (the flow loads lazily).
 */
export const PROFILE_COMPLETION_MODAL_ID = 'profile-completion';
export const PROFILE_CONGRATULATIONS_MODAL_ID = 'profile-congratulations';
