export const paymentTexts = {
  payment: {
    starting: 'Avvio della verifica del pagamento...',
    noPaymentId: 'Nessun ID di pagamento da verificare',
    insufficientData: 'Impossibile verificare: dati insufficienti',
    verifying: 'Verifica del pagamento (tentativo {{attempt}} di 3)...',
    verified: 'Pagamento verificato con successo',
    retrying: 'Nuovo tentativo tra {{seconds, number}} secondi...',
    exhausted: 'Tentativi esauriti. Puoi verificare manualmente o tornare al tuo ordine.',
    timedOut: 'È stato superato il tempo massimo di attesa.',
    manualStarting: 'Avvio della verifica manuale...',
    manualNoPaymentId: 'Non ci sono ID di pagamento da verificare manualmente',
  },
};
