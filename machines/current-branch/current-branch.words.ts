import type { FlowWords } from '../flow-words';

/** currentBranch: its states and guards in the product's words (docs/flows, /__flows). */
export const currentBranchWords: FlowWords = {
  states: {
    idle: 'Current branch shown',
    refreshing: 'Checking the branch again',
    'refreshing.checking': 'Deciding whether to check again',
    'refreshing.fetching': "Asking for the branch's status",
    loading: 'Loading the branch',
    failed: 'Branch could not load',
    notFound: 'Branch does not exist',
  },
  guards: {
    isCurrentRoute: 'the address names the branch already shown',
    hasBranch: 'a branch is chosen',
    isOtherLanguageForBranch: 'the language differs from the one the branch was loaded in',
    needsRefresh: 'the branch was restored from an earlier visit and not checked yet',
    isAnswerForRoute: 'the answer is for the branch the address names now',
    isNotFound: 'the server says there is no such branch (404)',
    hasRequest: 'there is a branch to ask for again',
  },
  events: {
    'currentBranch.routeOpened': "Open a branch's page",
  },
};
