/** ordering.md: the address texts (issue 12). Top-level key: address. */
export const addressTexts = {
  address: {
    // §2 Delivery address list
    title: 'Datos de entrega',
    empty: 'No tienes direcciones agregadas',
    addNew: 'Agregar una nueva dirección',
    savedAddresses: 'Tus direcciones',
    loadFailed: 'No se pudieron cargar tus direcciones.',
    retry: 'Intentar nuevamente',
    choosing: 'Calculando el envío…',
    // §2 Address search
    searchTitle: 'Nueva dirección',
    searchLabel: 'Dirección',
    searchPlaceholder: 'Buscar dirección',
    suggestions: 'Sugerencias',
    noResults: 'No se encontraron resultados',
    selectOnMap: 'Seleccionar en el mapa',
    clear: 'Quitar la dirección {{address}}',
    // §2 Form after selection
    tag: 'Etiqueta tu dirección',
    name: 'Nombre',
    phone: 'Teléfono',
    countryCode: 'Código de país',
    instructions: 'Instrucciones de entrega',
    save: 'Guardar',
    // §5 New address form
    errors: {
      tag: 'Por favor, ingrese una etiqueta para su dirección',
      phone: 'Por favor, ingrese un teléfono',
      phoneInvalid: 'El teléfono no es válido',
      countryCode: 'Por favor, ingrese un código de país',
      name: 'Por favor, ingrese un nombre',
      instructions: 'Por favor, ingrese instrucciones de entrega',
    },
    // §8 Camera, QR and maps
    mapsLoadError: 'Error al cargar la API de {{service}}',
    // When a call fails without a message from the server (offline)
    searchFailed: 'No se pudo buscar la dirección. Por favor, inténtalo de nuevo.',
    saveFailed: 'No se pudo guardar la dirección. Por favor, inténtalo de nuevo.',
    estimateFailed: 'No se pudo calcular el envío. Por favor, inténtalo de nuevo.',
  },
} as const;
