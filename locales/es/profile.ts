/** PROFILE and PROFILE_LANGUAGE_DEMO (accounts.md §2.6). */
export const profile = {
  profile: {
    guestWelcome: '¡Te damos la bienvenida a {{appName}}!',
    signInWith: 'Ingresar con {{provider}}',
    greeting: '¡Hola {{name}}!',
    languageTitle: 'Idioma actual',
    changeLanguage: 'Cambiar idioma',
    languageContentNote: 'Los menús y textos de la marca se traducen automáticamente.',
    languageNoEngineNote: 'Los menús y textos de la marca se muestran en español en este idioma.',
    languageDemoLink: 'Demo de Traducción',
    linksLabel: 'Mi cuenta',
    orders: 'Ordenes',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    help: 'Ayuda',
    logOut: 'Cerrar sesión',
    logOutConfirm: '¿Quieres cerrar sesión?',
  },
  languageDemo: {
    title: 'Demo de Traducción',
    intro:
      'Traduce de una vez los textos de ejemplo al idioma actual con el servicio de traducción automática.',
    sourceHeading: 'Textos de ejemplo (español)',
    resultHeading: 'Traducción',
    translate: 'Traducir textos',
    translating: 'Traduciendo…',
    succeeded: 'Textos traducidos correctamente',
    failed: 'Error al traducir los textos',
    pickLanguage: 'Elegí otro idioma en tu perfil para ver la traducción.',
    offline: 'Sin conexión: solo se muestran las traducciones guardadas.',
    telemetryConsent: 'Compartir métricas anónimas de traducción',
  },
  /** POINTS and QR_CODE (accounts.md §2.7); the QR image's name is issue 10's (#12). */
  points: {
    guestPrompt: 'Ingresá para poder utilizar los puntos de {{appName}}',
    qrGuestPrompt: 'Ingresá para poder utilizar el QR de {{appName}}',
    total: 'Total de puntos',
    qrLabel: 'Tu código QR personal',
  },
} as const;
