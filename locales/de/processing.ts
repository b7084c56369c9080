export const processingTexts = {
  processing: {
    working: 'Wir verarbeiten deine Zahlung/Bestellung',
    attempt: 'Versuch {{attempt}} von 3',
    cancel: 'Bestellung abbrechen',
    successTitle: 'Wir haben deine Bestellung gesendet',
    successText: 'Das Lokal hat deine Bestellung erhalten und beginnt mit der Zubereitung.',
    failedTitle: 'Deine Zahlung/Bestellung konnte nicht verarbeitet werden',
    verifyAgain: 'Erneut prüfen',
    viewOrder: 'Bestellung ansehen',
  },
};
