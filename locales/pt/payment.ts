export const paymentTexts = {
  payment: {
    starting: 'Iniciando a verificação do pagamento...',
    noPaymentId: 'Nenhum ID de pagamento encontrado para verificar',
    insufficientData: 'Não é possível verificar: dados insuficientes',
    verifying: 'Verificando o pagamento (tentativa {{attempt}} de 3)...',
    verified: 'Pagamento verificado com sucesso',
    retrying: 'Tentando novamente em {{seconds, number}} segundos...',
    exhausted: 'As tentativas se esgotaram. Você pode verificar manualmente ou voltar ao seu pedido.',
    timedOut: 'O tempo máximo de espera foi excedido.',
    manualStarting: 'Iniciando a verificação manual...',
    manualNoPaymentId: 'Não há ID de pagamento para verificar manualmente',
  },
};
