/**
 * What the terms of use say, as i18n keys: the app's terms page (TermsPage.tsx) and the
 * script-free document the server renders for frames (server/http/terms-document.ts) read the
 * same sections, so both always show the same terms.
 */

/** The sections of the terms, in order: anchor id, title key, body key (under `terms.`). */
export const TERMS_SECTIONS = [
  { id: 'use', title: 'useTitle', body: 'use' },
  { id: 'privacy', title: 'dataTitle', body: 'data' },
  { id: 'cookies', title: 'cookiesTitle', body: 'cookies' },
  { id: 'availability', title: 'availabilityTitle', body: 'availability' },
  { id: 'contact', title: 'contactTitle', body: 'contact' },
] as const;

/** When the terms last changed (shown as "Last updated: …"). */
export const TERMS_UPDATED = '2026-11-01';
