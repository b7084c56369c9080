/** The shell (accounts.md §2.3), the boot screens and the flows page. */
export const shell = {
  common: {
    loading: 'Cargando…',
    retry: 'Intentar nuevamente',
    close: 'Cerrar',
    back: 'Volver',
    cancel: 'Cancelar',
    notAvailableYet: 'Esta sección todavía no está disponible.',
  },
  app: {
    brandUnavailable: 'No pudimos cargar la marca. Revisá tu conexión e intentá nuevamente.',
    screenUnavailable: 'No pudimos cargar esta pantalla. Revisá tu conexión e intentá nuevamente.',
    loadingBrand: 'Cargando {{appName}}',
  },
  shell: {
    nav: {
      label: 'Navegación principal',
      home: 'Inicio',
      points: 'Puntos',
      coupons: 'Cupones',
      profile: 'Perfil',
      qrCode: 'Código QR',
    },
    header: {
      sections: 'Secciones',
      tabHasNews: '(con novedades)',
    },
    search: {
      placeholder: 'Buscar...',
      label: 'Buscar',
      clear: 'Limpiar búsqueda',
    },
    password: {
      show: 'Mostrar contraseña',
      hide: 'Ocultar contraseña',
    },
    toasts: {
      label: 'Notificaciones',
      tapToClose: '(tocar para cerrar)',
      kind: {
        success: 'Listo',
        info: 'Información',
        error: 'Error',
        warning: 'Atención',
        loading: 'Cargando',
      },
    },
    pointsAvailable: '{{points}} disponibles',
    fullMenu: 'Ver menú completo',
    vatDisclaimer: 'Los precios no incluyen IVA',
  },
  flows: {
    title: 'Flujos de la app',
    intro: 'Los estados resaltados son los que la app está usando ahora.',
    machines: 'Máquinas',
    drawing: 'Dibujando el diagrama…',
    activeNow: 'Ahora: {{states}}',
    noActor: 'Sin actor en ejecución',
  },
} as const;
