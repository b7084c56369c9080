export const menuTexts = {
  menu: {
    title: 'Menù',
    branchFailed: 'Impossibile ottenere le informazioni della sede. Riprova.',
    lastOrders: 'I tuoi ultimi ordini',
    seeAll: 'Vedi tutto',
    seePrices: 'Vedi prezzi',
    noResults: 'Nessun risultato trovato per "{{search}}"',
    leaveTitle: "Vuoi uscire senza inviare l'ordine?",
    leaveBody: 'I prodotti aggiunti andranno persi e dovrai aggiungerli di nuovo.',
    leaveConfirm: 'Sì, esci',
    menuFailed: 'Impossibile caricare il menù.',
    seeMore: 'Vedi altro',
    previous: 'Precedente',
    next: 'Successivo',
    categories: 'Categorie',
    recentProducts: 'Novità',
  },
};
