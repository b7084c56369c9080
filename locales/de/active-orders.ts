/** ordering.md: the activeOrders texts in de (issue 13); same keys as locales/es/active-orders.ts. */
export const activeOrdersTexts = {
  activeOrders: {
    carouselLabel: 'Aktive Bestellungen',
    slideLabel: 'Bestellung {{position}} von {{total}}',
    title: 'Aktive Bestellung',
    purchase: 'Kauf: #{{idOrder}}',
    total: 'Gesamt',
    showItems: 'Bestellung ansehen',
    quantity: 'Menge: {{quantity}}',
    noItems: 'Die Produkte dieser Bestellung konnten nicht angezeigt werden.',
    track: 'Bestellung verfolgen',
    contact: 'Filiale kontaktieren',
    status: {
      preparing: 'Deine Bestellung wird zubereitet',
      onTheWay: 'Deine Bestellung ist unterwegs',
      delivered: 'Deine Bestellung wurde geliefert',
      other: 'unterwegs',
    },
    pickUp: 'Abholzeit: {{date}} - {{time}}',
    pickUpAtBranch: 'Abholung in der Filiale',
    table: 'Tisch: {{mesa}}',
    confirmControl: 'Empfang der Bestellung #{{idOrder}} bestätigen',
    confirmTitle: 'Hast du deine Bestellung richtig erhalten?',
    cancel: 'Abbrechen',
    accept: 'Akzeptieren',
    confirmFailed: 'Der Empfang deiner Bestellung konnte nicht bestätigt werden. Bitte versuche es erneut.',
  },
} as const;
