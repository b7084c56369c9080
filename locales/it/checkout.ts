/** ordering.md: the checkout texts (issue 12), it. Top-level key: checkout. */
export const checkoutTexts = {
  checkout: {
    title: 'Il mio ordine',
    consumeType: 'Tipo di ordine',
    types: {
      local: 'Mangiare qui',
      takeaway: 'Da asporto',
      delivery: 'Consegna',
    },
    change: 'Cambia',
    scanQr: 'Scansiona QR',
    changeAddress: 'Cambia indirizzo',
    chooseAddress: 'Scegli un indirizzo di consegna',
    table: 'Tavolo {{table}}',
    address: 'Indirizzo di consegna',
    deliveryOption: 'Opzione di consegna',
    deliveryOptionValue: '{{tipo}}: {{amount}}',
    pickUp: {
      label: 'Orario di ritiro',
      note: 'Tieni presente che nei momenti di maggiore affluenza potrebbero esserci ritardi nel locale.',
      tooSoon: "L'orario deve essere almeno 15 minuti dopo adesso",
      noSchedule: 'Orario non disponibile',
      outsideSchedule: "L'orario scelto è fuori dall'orario di apertura ({{open}} - {{close}})",
    },
    validity: {
      consumeType: 'Devi scegliere un tipo di ordine',
      table: 'Devi indicare il tuo tavolo',
      pickUpTime: 'Devi scegliere un orario di ritiro',
      address: 'Devi scegliere un indirizzo di consegna',
      deliveryOption: "Devi scegliere un'opzione di consegna",
      minimum: "L'ordine non raggiunge il minimo per la consegna",
    },
    payment: {
      title: 'Metodo di pagamento',
      points: 'Punti',
      venue: 'Pagamento nel locale',
      coordinate: 'Da concordare',
    },
    totals: {
      title: 'Riepilogo',
      subtotal: 'Subtotale',
      shipping: 'Costo di spedizione',
      shippingDiscount: 'Sconto sulla spedizione',
      pointsDiscount: 'Sconto punti',
      total: 'Totale da pagare',
      quoting: 'Verifica dei prezzi…',
      retry: 'Riprova',
      failed: 'Non siamo riusciti a verificare i prezzi del tuo ordine. Controlla la connessione e riprova.',
    },
    changes: {
      pricesTitle:
        'Alcuni prezzi sono cambiati da quando hai composto il tuo ordine. Il totale da pagare include già i nuovi prezzi.',
      priceChanged: 'Prima {{before}}, ora {{after}}',
      withdrawnTitle:
        'Alcuni prodotti non sono più disponibili. Rimuovili dal tuo ordine per poterlo inviare.',
      withdrawn: 'Non più disponibile',
      withdrawnUpsell: 'Non più disponibile. Rimuovilo da «Il mio ordine».',
      remove: 'Rimuovi',
      removeLabel: 'Rimuovi {{name}} dall’ordine',
    },
    send: 'Invia ordine',
    unavailable: 'Non disponibile',
    cannotOrder: 'Spiacenti, al momento non puoi effettuare ordini.',
    noConsumeOptions: 'Non ci sono tipi di ordine disponibili per questo locale.',
    banner: {
      minimum: 'Mancano {{amount}} per raggiungere il minimo per la consegna',
      freeShipping: 'Aggiungi altri {{amount}} per la consegna gratuita',
      congratulations: 'Congratulazioni! Il tuo ordine ha la consegna gratuita',
    },
    guest: {
      promo:
        'Questo vantaggio è solo per te! 🎁 Registrati prima di pagare e ricevi {{amount}} in punti in esclusiva.',
      modalTitle: 'Migliora la tua esperienza!',
      register: 'Registrati con {{provider}}',
      continue: 'Continua senza registrarti',
    },
  },
};
