/** The /__flows stepper (dev and demo builds): pt. */
export const flowsPageTexts = {
  flowsStepper: {
    simulate: 'Percorrer um caminho',
    loadingPaths: 'Carregando os caminhos…',
    noPaths: 'Nenhum caminho gerado',
    path: 'Caminho',
    previous: 'Anterior',
    next: 'Próximo',
    stepOf: 'Passo {{n}} de {{total}}',
    step: 'Passo',
    state: 'Estado',
    expect: 'O que se vê',
    onlyWhen: 'só possível quando {{when}}',
  },
};
