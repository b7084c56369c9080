import type { FlowWords } from '../flow-words';

/** paymentVerification: its states and guards in the product's words (docs/flows, /__flows). */
export const paymentVerificationWords: FlowWords = {
  states: {
    idle: 'No payment to verify',
    awaitingProvider: "Paying in the provider's window",
    running: 'Verifying the payment',
    'running.waiting': "'Iniciando verificación de pago...'",
    'running.checking': 'Reading the stored payment',
    'running.attempting': "'Verificando pago (intento n de 3)...'",
    'running.backingOff': "'Reintentando en … segundos...'",
    verified: "'Pago verificado con éxito'",
    exhausted: "'Se agotaron los reintentos…'",
    timedOut: "'Se ha excedido el tiempo máximo de espera.'",
    noPaymentId: "'No se encontró ID de pago para verificar'",
    insufficientData: "'No se puede verificar: datos insuficientes'",
    cancelled: 'Another tab took over',
    manualStarting: "'Iniciando verificación manual...'",
    manualNoPaymentId: "'No hay ID de pago para verificar manualmente'",
  },
  guards: {
    isProcessingStart: 'the verification starts from the processing screen',
    isFromCheckoutOrigin: "the message comes from the provider's checkout",
    isPendingKeyRemoved: 'the stored payment key was removed in another tab',
    isAmongActiveOrders: 'the order is listed as active with its payment settled',
    hasNoStoredId: 'no payment is stored',
    hasTamperedId: 'the stored payment id is not one this app wrote',
    hasNoBranchId: 'the branch is not known',
    hasAttemptsLeft: 'fewer than 3 attempts were made',
    isBackground: 'the check runs in the background (not on the processing screen)',
    hasManualPaymentId: 'a payment id is stored for the manual check',
  },
  events: {
    'paymentVerification.started': 'A payment verification starts',
  },
};
