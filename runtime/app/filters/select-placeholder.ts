/**
 * The placeholder of a program's filter selects: its `conditions.placeholderSelectR` when set
 * (program.schema.json: one string or {en, es, pt}), else the spec's 'Select an option...'
 * (translated).
 */
import { localizeText } from '../../core/format/localized-text.ts';
import type { LocalizedText } from '../../../schemas/generated/localized-text.ts';

/** The program's own select placeholder in `language`, or undefined for the default text. */
export function programSelectPlaceholder(
  program: { conditions?: unknown } | null | undefined,
  language?: string,
): string | undefined {
  const conditions = program?.conditions;
  if (typeof conditions !== 'object' || conditions === null) return undefined;
  const given = (conditions as { placeholderSelectR?: unknown }).placeholderSelectR;
  const isText =
    typeof given === 'string' || (typeof given === 'object' && given !== null && 'en' in given);
  if (!isText) return undefined;
  const text = localizeText(given as LocalizedText, language);
  return text.trim() !== '' ? text : undefined;
}
