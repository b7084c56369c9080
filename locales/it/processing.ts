export const processingTexts = {
  processing: {
    working: 'Stiamo elaborando il tuo pagamento/ordine',
    attempt: 'Tentativo {{attempt}} di 3',
    cancel: 'Annulla ordine',
    successTitle: 'Abbiamo inviato il tuo ordine',
    successText: 'Il locale ha ricevuto il tuo ordine e inizierà a preparare i prodotti.',
    failedTitle: 'Non è stato possibile elaborare il tuo pagamento/ordine',
    verifyAgain: 'Verifica di nuovo',
    viewOrder: 'Vedi ordine',
  },
};
