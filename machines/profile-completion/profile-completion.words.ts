import type { FlowWords } from '../flow-words';

/** profileCompletion: its states and guards in the product's words (docs/flows, /__flows). */
export const profileCompletionWords: FlowWords = {
  states: {
    evaluating: 'Checking whether the profile is complete',
    notNeeded: 'No prompt needed',
    waiting: 'About to ask for the missing data',
    prompting: 'Asking for the missing data',
    'prompting.editing': 'Filling in the missing data',
    'prompting.submitting': 'Saving the data',
    congratulating: "'¡Felicidades! 🎉'",
    dismissed: 'Prompt closed for this visit',
    completed: 'Profile complete',
  },
  guards: {
    needsCompletion: 'a registered user lacks birth date, gender or phone',
    isSameUserStillIncomplete: 'the same user is refreshed and still lacks data',
    isSameUser: 'it is the same user',
    isReadyToSubmit: 'every asked field is filled in',
    passesSubmitRules: 'the phone and birth date are valid',
    isDismissible: 'this brand lets the prompt be closed (b2c)',
    isB2c: 'the brand sells to consumers (b2c)',
  },
  events: {
    'profileCompletion.userChanged': 'The user changes or is refreshed',
    'profileCompletion.fieldChanged': 'Fill in a field',
  },
};
