import type { ShellTexts } from './en.ts';

/** Spanish texts of the shell. */
export const es: ShellTexts = {
  app: {
    name: 'Navigator',
    pageTitle: '{{page}} · Navigator',
  },
  login: {
    heading: 'Iniciar sesión',
    subheading: 'Bienvenido de nuevo. Inicia sesión para ver tus tableros.',
    username: 'Usuario',
    usernamePlaceholder: 'tu@empresa.com o usuario',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    required: 'Ingresa tu usuario y contraseña.',
    loadingTenant: 'Cargando…',
    noTenant: 'Este dominio no tiene un cliente ({{host}}). Revisa la dirección que te dieron.',
    noTenantTitle: 'Sitio desconocido',
    errorAuthentication:
      'No se pudo completar el inicio de sesión: la sesión no se pudo guardar en este navegador (ERROR_AUTHENTICATION).',
    callbackError: 'Error al iniciar sesión: {{error}}',
    callbackHeading: 'Iniciando sesión…',
    resetHeading: 'Restablecer la contraseña',
    resetText: 'Pide a tu administrador que restablezca la contraseña de tu cuenta.',
    backToLogin: 'Volver a iniciar sesión',
    slideLabel: 'Imagen {{n}} de {{count}}',
    poweredBy: 'Con la tecnología de Navigator',
  },
  nav: {
    home: 'Inicio',
    programs: 'Programas',
    modules_one: '{{count}} módulo',
    modules_other: '{{count}} módulos',
    dashboards_one: '{{count}} tablero',
    dashboards_other: '{{count}} tableros',
    openProgram: 'Abrir programa',
    toggleNavigation: 'Mostrar u ocultar la navegación',
    loadingModules: 'Cargando módulos…',
    noPrograms: 'Todavía no tienes programas. Pide acceso a tu responsable.',
    noModules: 'Este programa todavía no tiene módulos.',
    welcome: 'Hola, {{name}}',
    homeSubtitle: 'Elige un programa para abrir sus tableros.',
    programSubtitle: 'Módulos de este programa',
  },
  user: {
    menu: 'Cuenta',
    language: 'Idioma',
    logout: 'Cerrar sesión',
    signedInAs: 'Sesión iniciada como {{name}}',
  },
  languages: { en: 'English', es: 'Español', pt: 'Português' },
  footer: {
    copyright: '© {{year}} Navigator',
    privacy: 'Política de privacidad',
    cookies: 'Política de cookies',
    terms: 'Términos de uso',
  },
  errors: {
    notFoundTitle: 'Página no encontrada',
    notFoundText: 'El módulo o la página que buscas no existe.',
    routeNotFound: 'No se encontró esta página',
    returnHome: 'Volver al inicio',
    restrictedTitle: 'Acceso restringido',
    restrictedText:
      'No tienes permiso para ver esta información. Solicita acceso a tu responsable.',
    noPermission: 'No tienes permiso para ver esta información.',
    errorPageFailed: 'Ocurrió un error al mostrar la página de error',
    goBackHome: 'Volver al inicio',
    unknownMiddleware: 'Middleware desconocido',
    status: 'Error {{status}}',
  },
  forbidden: {
    title: 'Error: acceso prohibido.',
    text: 'Lo sentimos, no tienes permiso para estar aquí.',
    relogin: ' Vuelve a iniciar sesión.',
    ok: 'Aceptar',
    countdown: 'Aceptar ({{seconds}})',
    redirecting: 'Redirigiendo',
  },
  offline: {
    banner:
      'Estás sin conexión. Los datos pueden estar desactualizados hasta que vuelva la conexión.',
    back: 'Vuelves a estar en línea.',
  },
  terms: {
    title: 'Términos de uso',
    updated: 'Última actualización: {{date}}',
    intro:
      'Estos términos rigen el uso de Navigator, el portal de análisis que te proporciona tu organización. Al iniciar sesión los aceptas.',
    useTitle: 'Uso del servicio',
    use: 'Puedes ver y filtrar los tableros a los que tu organización te dio acceso. No compartas tus credenciales ni intentes acceder a datos que no te fueron asignados.',
    dataTitle: 'Datos y confidencialidad',
    data: 'Los tableros muestran datos comerciales confidenciales de tu organización. Las exportaciones, capturas y enlaces compartidos siguen sujetos a sus políticas.',
    cookiesTitle: 'Cookies',
    cookies:
      'Navigator guarda tu token de sesión, tu idioma y las opciones de filtro en caché en el almacenamiento local del navegador. No usa cookies publicitarias ni de seguimiento.',
    availabilityTitle: 'Disponibilidad',
    availability:
      'El servicio se ofrece tal cual. Las cifras pueden recalcularse cuando los sistemas de origen envían correcciones.',
    contactTitle: 'Contacto',
    contact: 'Envía tus preguntas sobre estos términos a tu responsable de cuenta.',
  },
  notify: {
    title: 'Navigator',
  },
};
