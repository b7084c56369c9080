/** The /__flows stepper (dev and demo builds): en. */
export const flowsPageTexts = {
  flowsStepper: {
    simulate: 'Step through a path',
    loadingPaths: 'Loading the paths…',
    noPaths: 'No generated path',
    path: 'Path',
    previous: 'Previous',
    next: 'Next',
    stepOf: 'Step {{n}} of {{total}}',
    step: 'Step',
    state: 'State',
    expect: 'What a person sees',
    onlyWhen: 'only possible when {{when}}',
  },
};
