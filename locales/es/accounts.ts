/**
 * The account screens and flows (accounts.md §2.4–§2.6, §5, §8): sign-in, sign-up, verification, password
 * recovery, profile completion, support, terms and privacy, the welcome prompt, and the branch schedule
 * status (ordering.md §3). Values are the spec's texts character for character; the server answers the
 * validation messages from here too (`textIn(es, key)`).
 */
export const accounts = {
  /** The shared field validators (§5.1) and the screen rules (§5.3); what machines keep as errors. */
  validation: {
    required: 'Completa este campo',
    nameTooLong: 'Este campo no debe tener más de 30 caracteres',
    nameTooShort: 'Este campo debe contener más de 3 caracteres',
    nameDigits: 'Tu nombre no puede contener números',
    nameSpecial: 'Tu nombre no puede contener caracteres especiales',
    fullNameWords: 'Ingrese su nombre completo',
    fullNameShort: 'Su nombre o su apellido son demasiado cortos',
    emailRequired: 'Por favor ingresa su email',
    emailInvalid: 'Por favor ingresa un email válido',
    passwordRequired: 'Por favor ingresa una contraseña',
    passwordShort: 'Su contraseña debe tener 8 caracteres o más',
    passwordCase: 'Tu contraseña debe incluir por lo menos una letra mayúscula y una minúscula',
    passwordDigit: 'Tu contraseña debe incluir por lo menos un número',
    passwordMismatch: 'Las contraseñas no coinciden',
    dniInvalid: 'Por favor ingresa un DNI válido',
    birthDateRequired: 'Por favor ingresa tu fecha de nacimiento',
    birthDateYear: 'La fecha de nacimiento debe ser anterior al año actual',
    birthDateInvalid: 'Por favor ingresa una fecha válida',
    phoneRequired: 'Por favor ingresa tu número de teléfono',
    phonePrefixOnly: 'Por favor ingresa un número de teléfono completo',
    phoneInvalid: 'Ingresa un número válido',
    phoneIncomplete: 'El número de teléfono está incompleto',
    genderRequired: 'Por favor selecciona tu género',
    zipCodeInvalid: 'Por favor ingresa un código postal válido',
    cuitInvalid: 'Por favor ingresa un CUIT válido',
    codAreaInvalid: 'Código inválido',
    otherSpecial: 'No puede contener caracteres especiales',
    forgotEmailRequired: 'Ingrese su email para recuperar su contraseña.',
    codeIncomplete: 'Completa los 4 digitos',
    supportSubject: 'Por favor ingresa un asunto',
    supportDescription: 'El mensaje debe tener al menos 100 caracteres.',
    /** Profile completion on submit (§5.3). */
    profileNameRequired: 'Por favor ingresa tu nombre completo',
    profileNameShort: 'El nombre debe tener al menos 3 caracteres',
    cuitRequired: 'Por favor ingresa tu CUIT',
    businessNameRequired: 'Por favor ingresa la razón social',
    businessNameShort: 'La razón social debe tener al menos 3 caracteres',
    companyNameRequired: 'Por favor ingresa el nombre de la empresa',
    companyNameShort: 'El nombre de la empresa debe tener al menos 2 caracteres',
    /** Profile completion while typing (§5.3). */
    profileNameMandatory: 'El nombre completo es obligatorio',
    cuitMandatory: 'El CUIT es obligatorio',
    businessNameMandatory: 'La razón social es obligatoria',
    companyNameMandatory: 'El nombre de la empresa es obligatorio',
  },
  /** AUTH (§2.4). */
  auth: {
    welcome: '¡Te damos la bienvenida!',
    signInWith: 'Ingresá con {{provider}}',
    benefits: {
      points: 'Sumá puntos en cada compra.',
      perks: 'Los mejores beneficios por tener la app.',
      products: 'Descubrí todos los productos con imágenes y descripciones.',
    },
    guestNote: 'Si ingresás sin registrarte, no podrás acceder a los beneficios de {{appName}}.',
    exploreAsGuest: 'Explorar sin beneficios',
    emailEntries: 'Ingresar con email',
    signInWithEmail: 'Ingresar con email',
    createAccount: 'Crear cuenta',
  },
  /** The account fields several forms share (accounts-shared) and the password checklist (§2.4, §5.2). */
  accountForm: {
    fullName: 'Nombre completo',
    email: 'Email',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    gender: {
      male: 'Masculino',
      female: 'Femenino',
      other: 'Otro',
    },
    checklist: {
      label: 'Requisitos de la contraseña',
      minLength: 'Al menos 8 caracteres',
      upperCase: 'Al menos una mayúscula',
      lowerCase: 'Al menos una minúscula',
      digit: 'Al menos un número',
      matches: 'Las contraseñas coinciden',
      met: '(cumplido)',
      pending: '(pendiente)',
    },
  },
  /** SIGN_IN (§2.4, §8 "Sign-in"). */
  signIn: {
    title: 'Inicio de sesión',
    forgotPassword: '¿Olvidaste tu contraseña?',
    submit: 'Ingresar',
    failed: 'No se pudo iniciar sesión. Por favor, inténtalo de nuevo.',
    missingBrand: 'Ocurrio un error, por favor refresque la pagina y vuelva a intentarlo',
  },
  /** SIGN_UP and SIGN_UP_PERSONAL_DATA (§2.4, §8 "Sign-up", "Verification code"). */
  signUp: {
    title: 'Registro',
    submit: 'Ingresar',
    personalData: 'Datos personales',
    phoneNumber: 'Número de teléfono',
    gender: 'Género',
    genderPlaceholder: 'Seleccioná una opción',
    birthDate: 'Fecha de nacimiento',
    dni: 'DNI',
    dniPlaceholder: 'Ingrese su DNI sin puntos',
    continue: 'Continuar',
    dniTaken: 'El DNI ya está en uso',
    registrationFailed: 'No se pudo completar el registro. Por favor, inténtalo de nuevo.',
  },
  /** VERIFY (§2.4). */
  verify: {
    label: 'Verificación',
    lead: 'Te enviamos un código a tu email para activar tu cuenta',
    spamHint: 'Si no lo visualizas, revisa en la carpeta spam.',
    code: 'Código de verificación',
    digit: 'Dígito {{position}}',
    resend: 'Reenviar código',
    /** Not in the spec's VERIFY: the way out when the code went to a mistyped e-mail (docs/accounts-sign-up.md). */
    changeEmail: 'Cambiar email',
    finish: 'Finalizar',
    /** Toasts of issue 10 #6: the code was sent again; the account was activated. */
    resent: 'Te enviamos un nuevo código a tu email',
    activated: '¡Listo!, tu cuenta ya está activa 🎉',
  },
  /** RECOVER_PASSWORD_EMAIL_SENT and RECOVER_PASSWORD/{id}/{token} (§2.4, §8 "Password reset failure"). */
  recovery: {
    emailSent: 'Te enviamos un email para reestablecer tu cuenta',
    spamHint: 'Si no lo visualizas, revisa en la carpeta spam.',
    resend: 'Reenviar',
    newPassword: 'Creá una nueva contraseña',
    save: 'Guardar e iniciar sesión',
    resetFailed:
      'No se pudo cambiar su contraseña. Hemos enviado un nuevo enlace de recuperación a su correo',
    /** Toasts of issue 10 #6: the e-mail was sent again; the password changed. */
    resent: 'Te enviamos un nuevo email para reestablecer tu cuenta',
    passwordChanged: 'Tu contraseña se cambió correctamente',
    /** A used, expired or made-up link, told when it opens (issue 10 #1; readings in tools/spec-readings.ts). */
    linkInvalid: 'El enlace para reestablecer la contraseña no es válido o ya venció.',
    requestNewLink: 'Enviarme un nuevo enlace',
    newLinkSent: 'Hemos enviado un nuevo enlace de recuperación a su correo.',
  },
  /** The profile-completion prompt and the congratulations (§2.5, §8 "Profile completion"). */
  profileCompletion: {
    title: 'Completa tus datos',
    progress: 'Datos completados',
    lastMissing: '¡Solo te falta un último dato! ✨',
    missingForDiscount_one: '¡Te falta {{count}} dato más para obtener tu 10%! ✨',
    missingForDiscount_many: '¡Te faltan {{count}} datos más para obtener tu 10%! ✨',
    missingForDiscount_other: '¡Te faltan {{count}} datos más para obtener tu 10%! ✨',
    missingToContinue_one: '¡Te falta {{count}} dato más para continuar! ✨',
    missingToContinue_many: '¡Te faltan {{count}} datos más para continuar! ✨',
    missingToContinue_other: '¡Te faltan {{count}} datos más para continuar! ✨',
    birthDate: 'Fecha de nacimiento',
    gender: 'Género',
    phone: 'Teléfono',
    phoneHelper: 'Formato: +54 seguido del código de área y número',
    name: 'Nombre completo',
    cuit: 'CUIT',
    cuitHelper: 'Ingresa solo números, sin guiones ni espacios',
    businessName: 'Razón social',
    companyName: 'Nombre de la empresa',
    submit: 'Confirmar',
    updateFailed: 'No se pudo confirmar tus datos',
    congratulations: '¡Felicidades! 🎉',
    startEarning: 'Comenzar a ganar',
  },
  /** PROFILE_HELP_SUPPORT (§2.6). */
  support: {
    title: 'Soporte',
    formTitle: 'Envíanos tu consulta',
    subject: 'Asunto',
    message: 'Mensaje',
    send: 'Enviar',
    sentTitle: 'Tu mensaje se envió correctamente',
    sentText: 'El equipo de soporte analizará tu mensaje y se pondrá en contacto de ser necesario.',
    failedTitle: 'Hubo un error al enviar el mensaje',
    failedText: 'Por favor, intenta volver a enviar el mensaje.',
    sendAnother: 'Enviar otro mensaje',
    backToAccount: 'Volver a mi cuenta',
    retry: 'Intentar nuevamente',
  },
  /** PROFILE_TERMS and PROFILE_PRIVACY (§2.6). */
  legal: {
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    empty: 'Todavía no hay información disponible.',
  },
  /** The welcome / auto-login modal (§2.5); its benefits and buttons are AUTH's. */
  welcome: {
    title: '¡Te damos la bienvenida!',
  },
  /** The session flow's notifications (§8 "Guest entry failure"). */
  session: {
    guestEntryFailed: 'No se pudo ingresar como invitado, por favor intentalo de nuevo',
  },
  /** The social login's notifications (§8 "Sign-in"); its failures use signIn.failed and signIn.missingBrand. */
  socialLogin: {
    succeeded: '¡Listo!, ¡ya podés disfrutar de todos nuestros beneficios! 🎉',
  },
  /** A branch's status line (ordering.md §3 "Branch"); times are "HH:MM", days the schedule's wire codes. */
  schedule: {
    open: 'Abierto',
    closingSoon: 'Cierra pronto',
    closed: 'Cerrado',
    closingSoonAt: 'Cierra pronto ({{time}} hs)',
    openAllDay: 'Abierto las 24 hs',
    openUntil: 'Abierto hasta las {{time}} hs',
    opensTodayAt: 'Cerrado · abre a las {{time}} hs',
    opensTomorrowAt: 'Cerrado · abre mañana a las {{time}} hs',
    opensOn: {
      domingo: 'Cerrado · abre el domingo a las {{time}} hs',
      lunes: 'Cerrado · abre el lunes a las {{time}} hs',
      martes: 'Cerrado · abre el martes a las {{time}} hs',
      miercoles: 'Cerrado · abre el miércoles a las {{time}} hs',
      jueves: 'Cerrado · abre el jueves a las {{time}} hs',
      viernes: 'Cerrado · abre el viernes a las {{time}} hs',
      sabado: 'Cerrado · abre el sábado a las {{time}} hs',
    },
  },
  /** Too many attempts on an account route (issue 10 #14): the server's 429, in the voice of §8. */
  limits: {
    tooManyAttempts: 'Hiciste demasiados intentos. Por favor, esperá unos minutos y volvé a intentarlo.',
  },
} as const;
