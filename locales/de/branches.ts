export const branchesTexts = {
  branchSelection: {
    title: 'Wähle deine Filiale',
    loading: 'Filialen werden geladen',
    loadFailed: 'Die Filialen konnten nicht geladen werden.',
    loadFailedToast:
      'Die Informationen zu den Filialen konnten nicht abgerufen werden. Bitte versuche es erneut.',
    retry: 'Erneut versuchen',
    noResults: 'Keine Ergebnisse gefunden',
    activeOrder: 'Deine aktive Bestellung',
    closed: 'Geschlossen',
    locate: {
      title: 'Standort aktivieren',
      text: 'Aktiviere deinen Standort, um die nächstgelegene Filiale zu finden.',
      cancel: 'Abbrechen',
      confirm: 'Aktivieren',
      locating: 'Dein Standort wird ermittelt',
    },
    geolocation: {
      unsupported: 'Dein Browser unterstützt keine Standortbestimmung',
      denied: 'Standortberechtigung verweigert. Bitte erlaube den Standortzugriff in deinem Browser.',
      unavailable: 'Standortinformationen nicht verfügbar.',
      timeout: 'Zeitüberschreitung beim Ermitteln des Standorts.',
      unknown: 'Fehler beim Ermitteln des Standorts',
    },
    chooseMode: 'Wähle eine Option:',
    back: 'Zurück',
    modes: {
      tableSystem: 'Hier essen',
      takeawaySystem: 'Zum Mitnehmen',
      deliverySystem: 'Lieferung',
    },
    todaySchedule: 'Heute von {{open}} bis {{close}} Uhr.',
    noSchedule: 'Öffnungszeiten nicht verfügbar',
    distance: '{{distance}} von deinem Standort',
    view: {
      label: 'Ansicht',
      list: 'Liste',
      map: 'Karte',
    },
    map: {
      label: 'Karte der Filialen',
      you: 'Dein Standort',
    },
  },
};
