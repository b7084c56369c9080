/** The /__flows stepper (dev and demo builds): es. */
export const flowsPageTexts = {
  flowsStepper: {
    simulate: 'Recorrer un camino',
    loadingPaths: 'Cargando los caminos…',
    noPaths: 'No hay caminos generados',
    path: 'Camino',
    previous: 'Anterior',
    next: 'Siguiente',
    stepOf: 'Paso {{n}} de {{total}}',
    step: 'Paso',
    state: 'Estado',
    expect: 'Lo que se ve',
    onlyWhen: 'solo posible cuando {{when}}',
  },
} as const;
