/** ordering.md: the payment texts (issue 12). Top-level key: payment. §8 "Payment and order processing". */
export const paymentTexts = {
  payment: {
    starting: 'Iniciando verificación de pago...',
    noPaymentId: 'No se encontró ID de pago para verificar',
    insufficientData: 'No se puede verificar: datos insuficientes',
    verifying: 'Verificando pago (intento {{attempt}} de 3)...',
    verified: 'Pago verificado con éxito',
    retrying: 'Reintentando en {{seconds, number}} segundos...',
    exhausted: 'Se agotaron los reintentos. Puedes verificar manualmente o volver a tu orden.',
    timedOut: 'Se ha excedido el tiempo máximo de espera.',
    manualStarting: 'Iniciando verificación manual...',
    manualNoPaymentId: 'No hay ID de pago para verificar manualmente',
  },
} as const;
