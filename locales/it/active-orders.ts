/** ordering.md: the activeOrders texts in it (issue 13); same keys as locales/es/active-orders.ts. */
export const activeOrdersTexts = {
  activeOrders: {
    carouselLabel: 'Ordini attivi',
    slideLabel: 'Ordine {{position}} di {{total}}',
    title: 'Ordine attivo',
    purchase: 'Acquisto: #{{idOrder}}',
    total: 'Totale',
    showItems: "Vedi l'ordine",
    quantity: 'Quantità: {{quantity}}',
    noItems: 'Non è stato possibile mostrare i prodotti di questo ordine.',
    track: 'Segui il tuo ordine',
    contact: 'Contatta la sede',
    status: {
      preparing: 'Il tuo ordine è in preparazione',
      onTheWay: 'Il tuo ordine è in arrivo',
      delivered: 'Il tuo ordine è stato consegnato',
      other: 'in arrivo',
    },
    pickUp: 'Orario di ritiro: {{date}} - {{time}}',
    pickUpAtBranch: 'Ritiro in sede',
    table: 'Tavolo: {{mesa}}',
    confirmControl: "Conferma la ricezione dell'ordine #{{idOrder}}",
    confirmTitle: 'Hai ricevuto correttamente il tuo ordine?',
    cancel: 'Annulla',
    accept: 'Accetta',
    confirmFailed: 'Non è stato possibile confermare la ricezione del tuo ordine. Riprova.',
  },
} as const;
