export const paymentTexts = {
  payment: {
    starting: 'Zahlungsprüfung wird gestartet...',
    noPaymentId: 'Keine Zahlungs-ID zum Prüfen gefunden',
    insufficientData: 'Prüfung nicht möglich: unzureichende Daten',
    verifying: 'Zahlung wird geprüft (Versuch {{attempt}} von 3)...',
    verified: 'Zahlung erfolgreich bestätigt',
    retrying: 'Neuer Versuch in {{seconds, number}} Sekunden...',
    exhausted: 'Keine weiteren Versuche. Du kannst manuell prüfen oder zu deiner Bestellung zurückkehren.',
    timedOut: 'Die maximale Wartezeit wurde überschritten.',
    manualStarting: 'Manuelle Prüfung wird gestartet...',
    manualNoPaymentId: 'Keine Zahlungs-ID für die manuelle Prüfung vorhanden',
  },
};
