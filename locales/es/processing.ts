/** ordering.md: the processing screen texts (issue 12). Top-level key: processing. §4 "Processing screen", §8. */
export const processingTexts = {
  processing: {
    working: 'Estamos procesando tu pago/órden',
    attempt: 'Intento {{attempt}} de 3',
    cancel: 'Cancelar orden',
    successTitle: 'Enviamos tu orden',
    successText: 'El local recibió tu pedido y comenzará a preparar los productos.',
    failedTitle: 'No se pudo procesar tu pago/órden',
    verifyAgain: 'Verificar nuevamente',
    viewOrder: 'Ver orden',
  },
} as const;
