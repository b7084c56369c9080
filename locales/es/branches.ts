/** ordering.md: the branches texts (issue 11). Top-level key: branchSelection. */
export const branchesTexts = {
  branchSelection: {
    title: 'Selecciona tu sucursal',
    loading: 'Cargando sucursales',
    loadFailed: 'No se pudieron cargar las sucursales.',
    loadFailedToast: 'No se pudo obtener la información de las sucursales. Por favor, inténtalo de nuevo.',
    retry: 'Intentar nuevamente',
    noResults: 'No se encontraron resultados',
    activeOrder: 'Tu orden activa',
    closed: 'Cerrado',
    locate: {
      title: 'Activar ubicación',
      text: 'Activa tu ubicación para encontrar el local más cercano.',
      cancel: 'Cancelar',
      confirm: 'Activar',
      locating: 'Buscando tu ubicación',
    },
    geolocation: {
      unsupported: 'Tu navegador no soporta geolocalización',
      denied: 'Permiso de ubicación denegado. Por favor, habilita el acceso a la ubicación en tu navegador.',
      unavailable: 'Información de ubicación no disponible.',
      timeout: 'Tiempo de espera agotado al obtener la ubicación.',
      unknown: 'Error al obtener la ubicación',
    },
    chooseMode: 'Selecciona una opción:',
    back: 'Volver',
    modes: {
      tableSystem: 'Consumir aquí',
      takeawaySystem: 'Para llevar',
      deliverySystem: 'Delivery',
    },
    todaySchedule: 'Hoy de {{open}} a {{close}} hs.',
    noSchedule: 'Horario no disponible',
    distance: '{{distance}} de tu ubicación',
    view: {
      label: 'Vista',
      list: 'Lista',
      map: 'Mapa',
    },
    map: {
      label: 'Mapa de sucursales',
      you: 'Tu ubicación',
    },
  },
} as const;
