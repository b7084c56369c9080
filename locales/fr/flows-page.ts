/** The /__flows stepper (dev and demo builds): fr. */
export const flowsPageTexts = {
  flowsStepper: {
    simulate: 'Parcourir un chemin',
    loadingPaths: 'Chargement des chemins…',
    noPaths: 'Aucun chemin généré',
    path: 'Chemin',
    previous: 'Précédent',
    next: 'Suivant',
    stepOf: 'Étape {{n}} sur {{total}}',
    step: 'Étape',
    state: 'État',
    expect: 'Ce que l’on voit',
    onlyWhen: 'possible seulement si {{when}}',
  },
};
