export const menuTexts = {
  menu: {
    title: 'Speisekarte',
    branchFailed: 'Die Informationen zur Filiale konnten nicht abgerufen werden. Bitte versuche es erneut.',
    lastOrders: 'Deine letzten Bestellungen',
    seeAll: 'Alle ansehen',
    seePrices: 'Preise ansehen',
    noResults: 'Keine Ergebnisse für „{{search}}“ gefunden',
    leaveTitle: 'Ohne die Bestellung zu senden verlassen?',
    leaveBody: 'Die hinzugefügten Artikel gehen verloren und du musst sie erneut hinzufügen.',
    leaveConfirm: 'Ja, verlassen',
    menuFailed: 'Die Speisekarte konnte nicht geladen werden.',
    seeMore: 'Mehr ansehen',
    previous: 'Zurück',
    next: 'Weiter',
    categories: 'Kategorien',
    recentProducts: 'Neuheiten',
  },
};
