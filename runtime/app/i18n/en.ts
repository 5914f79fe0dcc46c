/**
 * English texts of the shell. Spec texts (app-shell.md, widget-layer.md) are verbatim, typos
 * included ('your are looking for'): tests and users' muscle memory quote them.
 */
export const en = {
  app: {
    name: 'Navigator',
    pageTitle: '{{page}} · Navigator',
  },
  login: {
    heading: 'Sign in',
    subheading: 'Welcome back. Sign in to see your dashboards.',
    username: 'Username',
    usernamePlaceholder: 'you@company.com or username',
    password: 'Password',
    submit: 'Sign in',
    required: 'Enter your username and password.',
    loadingTenant: 'Loading…',
    noTenant: 'This host has no tenant ({{host}}). Check the address you were given.',
    noTenantTitle: 'Unknown site',
    errorAuthentication:
      'Your sign-in could not be completed: the session could not be stored on this browser (ERROR_AUTHENTICATION).',
    callbackError: 'Sign-in failed: {{error}}',
    callbackHeading: 'Signing you in…',
    resetHeading: 'Reset your password',
    resetText: 'Ask your administrator to reset the password of your account.',
    backToLogin: 'Back to sign in',
    slideLabel: 'Slide {{n}} of {{count}}',
    poweredBy: 'Powered by Navigator',
  },
  nav: {
    home: 'Home',
    programs: 'Programs',
    modules_one: '{{count}} module',
    modules_other: '{{count}} modules',
    dashboards_one: '{{count}} dashboard',
    dashboards_other: '{{count}} dashboards',
    openProgram: 'Open program',
    toggleNavigation: 'Toggle navigation',
    loadingModules: 'Loading modules…',
    noPrograms: 'You have no programs yet. Ask your manager for access.',
    noModules: 'This program has no modules yet.',
    welcome: 'Welcome, {{name}}',
    homeSubtitle: 'Pick a program to open its dashboards.',
    programSubtitle: 'Modules of this program',
  },
  user: {
    menu: 'Account',
    language: 'Language',
    logout: 'Log out',
    signedInAs: 'Signed in as {{name}}',
  },
  languages: { en: 'English', es: 'Español', pt: 'Português' },
  footer: {
    copyright: '© {{year}} Navigator',
    privacy: 'Privacy policy',
    cookies: 'Cookies policy',
    terms: 'Terms of use',
  },
  errors: {
    notFoundTitle: 'Page not Found',
    notFoundText: 'The module or page your are looking for could not be found.',
    routeNotFound: 'This page could not be found',
    returnHome: 'Return to homepage',
    restrictedTitle: 'Access Restricted',
    restrictedText:
      "You don't have permission to view this information. Please request your manager for access.",
    noPermission: "You don't have permission to view this information.",
    errorPageFailed: 'An error occurred while showing the error page',
    goBackHome: 'Go back to home',
    unknownMiddleware: 'Unknown middleware',
    status: 'Error {{status}}',
  },
  forbidden: {
    title: 'Error Forbidden.',
    text: 'Sorry, you are not allowed in here.',
    relogin: ' Please log in again.',
    ok: 'OK',
    countdown: 'OK ({{seconds}})',
    redirecting: 'Redirecting',
  },
  offline: {
    banner: 'You are offline. Data may be out of date until the connection returns.',
    back: 'You are back online.',
  },
  terms: {
    title: 'Terms of use',
    updated: 'Last updated: {{date}}',
    intro:
      'These terms govern your use of Navigator, the analytics portal your organisation provides to you. By signing in you accept them.',
    useTitle: 'Use of the service',
    use: 'You may view and filter the dashboards your organisation has granted you. Do not share your credentials or try to reach data you were not granted.',
    dataTitle: 'Data and confidentiality',
    data: 'Dashboards show your organisation’s confidential business data. Exports, screenshots and shared links remain subject to your organisation’s policies.',
    cookiesTitle: 'Cookies',
    cookies:
      'Navigator stores your session token, language and cached filter options in your browser’s local storage. It sets no advertising or tracking cookies.',
    availabilityTitle: 'Availability',
    availability:
      'The service is provided as is. Figures may be recalculated as source systems deliver corrections.',
    contactTitle: 'Contact',
    contact: 'Questions about these terms go to your account manager.',
  },
  notify: {
    title: 'Navigator',
  },
} as const;

/** Same keys as `T`, any string values: the shape a translation must have. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** The shape every language file of the shell must have. */
export type ShellTexts = Translation<typeof en>;
