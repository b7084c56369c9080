export const processingTexts = {
  processing: {
    working: 'Estamos processando seu pagamento/pedido',
    attempt: 'Tentativa {{attempt}} de 3',
    cancel: 'Cancelar pedido',
    successTitle: 'Enviamos seu pedido',
    successText: 'O local recebeu seu pedido e começará a preparar os produtos.',
    failedTitle: 'Não foi possível processar seu pagamento/pedido',
    verifyAgain: 'Verificar novamente',
    viewOrder: 'Ver pedido',
  },
};
