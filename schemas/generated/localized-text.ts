/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
/**
 * A text shown to readers: one string for every language, or its translations ({en, es, pt}; en is required and is the fallback of a missing language).
 */
export type LocalizedText = SameTextInEveryLanguage | TextPerLanguage;
export type SameTextInEveryLanguage = string;

/**
 * A text in each language the app speaks; en is required and shown when the reader's language is missing.
 */
export interface TextPerLanguage {
  /**
   * English.
   */
  en: string;
  /**
   * Spanish.
   */
  es?: string;
  /**
   * Portuguese.
   */
  pt?: string;
}
