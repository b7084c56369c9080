/** The /__flows stepper (dev and demo builds): it. */
export const flowsPageTexts = {
  flowsStepper: {
    simulate: 'Percorri un cammino',
    loadingPaths: 'Caricamento dei cammini…',
    noPaths: 'Nessun cammino generato',
    path: 'Cammino',
    previous: 'Precedente',
    next: 'Successivo',
    stepOf: 'Passo {{n}} di {{total}}',
    step: 'Passo',
    state: 'Stato',
    expect: 'Cosa si vede',
    onlyWhen: 'possibile solo quando {{when}}',
  },
};
