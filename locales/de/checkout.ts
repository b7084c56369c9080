/** ordering.md: the checkout texts (issue 12), de. Top-level key: checkout. */
export const checkoutTexts = {
  checkout: {
    title: 'Meine Bestellung',
    consumeType: 'Bestellart',
    types: {
      local: 'Hier essen',
      takeaway: 'Zum Mitnehmen',
      delivery: 'Lieferung',
    },
    change: 'Ändern',
    scanQr: 'QR scannen',
    changeAddress: 'Adresse ändern',
    chooseAddress: 'Lieferadresse wählen',
    table: 'Tisch {{table}}',
    address: 'Lieferadresse',
    deliveryOption: 'Lieferoption',
    deliveryOptionValue: '{{tipo}}: {{amount}}',
    pickUp: {
      label: 'Abholzeit',
      note: 'Bitte beachte, dass es zu Stoßzeiten im Lokal zu Verzögerungen kommen kann.',
      tooSoon: 'Die Uhrzeit muss mindestens 15 Minuten nach jetzt liegen',
      noSchedule: 'Uhrzeit nicht verfügbar',
      outsideSchedule: 'Die gewählte Uhrzeit liegt außerhalb der Öffnungszeiten ({{open}} - {{close}})',
    },
    validity: {
      consumeType: 'Du musst eine Bestellart wählen',
      table: 'Du musst deinen Tisch angeben',
      pickUpTime: 'Du musst eine Abholzeit wählen',
      address: 'Du musst eine Lieferadresse wählen',
      deliveryOption: 'Du musst eine Lieferoption wählen',
      minimum: 'Der Mindestbestellwert für die Lieferung ist nicht erreicht',
    },
    payment: {
      title: 'Zahlungsart',
      points: 'Punkte',
      venue: 'Zahlung im Lokal',
      coordinate: 'Nach Absprache',
    },
    totals: {
      title: 'Übersicht',
      subtotal: 'Zwischensumme',
      shipping: 'Versandkosten',
      shippingDiscount: 'Versandrabatt',
      pointsDiscount: 'Punkterabatt',
      total: 'Zu zahlen',
      quoting: 'Preise werden geprüft…',
      retry: 'Erneut versuchen',
      failed:
        'Wir konnten die Preise deiner Bestellung nicht prüfen. Prüfe deine Verbindung und versuche es erneut.',
    },
    changes: {
      pricesTitle:
        'Einige Preise haben sich geändert, seit du deine Bestellung zusammengestellt hast. Der zu zahlende Betrag enthält bereits die neuen Preise.',
      priceChanged: 'Vorher {{before}}, jetzt {{after}}',
      withdrawnTitle:
        'Einige Produkte sind nicht mehr verfügbar. Entferne sie aus deiner Bestellung, um sie zu senden.',
      withdrawn: 'Nicht mehr verfügbar',
      withdrawnUpsell: 'Nicht mehr verfügbar. Entferne es unter „Meine Bestellung“.',
      remove: 'Entfernen',
      removeLabel: '{{name}} aus der Bestellung entfernen',
    },
    send: 'Bestellung senden',
    unavailable: 'Nicht verfügbar',
    cannotOrder: 'Leider kannst du gerade keine Bestellungen aufgeben.',
    noConsumeOptions: 'Für dieses Lokal sind keine Bestellarten verfügbar.',
    banner: {
      minimum: 'Es fehlen {{amount}} bis zum Mindestbestellwert für die Lieferung',
      freeShipping: 'Füge {{amount}} hinzu, um kostenlose Lieferung zu erhalten',
      congratulations: 'Glückwunsch! Deine Bestellung wird kostenlos geliefert',
    },
    guest: {
      promo:
        'Dieser Vorteil ist nur für dich! 🎁 Registriere dich vor dem Bezahlen und erhalte exklusiv {{amount}} in Punkten.',
      modalTitle: 'Verbessere dein Erlebnis!',
      register: 'Mit {{provider}} registrieren',
      continue: 'Ohne Registrierung fortfahren',
    },
  },
};
