/** The /__flows stepper (dev and demo builds): de. */
export const flowsPageTexts = {
  flowsStepper: {
    simulate: 'Einen Pfad durchgehen',
    loadingPaths: 'Pfade werden geladen…',
    noPaths: 'Kein erzeugter Pfad',
    path: 'Pfad',
    previous: 'Zurück',
    next: 'Weiter',
    stepOf: 'Schritt {{n}} von {{total}}',
    step: 'Schritt',
    state: 'Zustand',
    expect: 'Was man sieht',
    onlyWhen: 'nur möglich, wenn {{when}}',
  },
};
