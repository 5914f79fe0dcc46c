/** The text of 'Advanced mode - Params' read back into params. */
import type { WidgetParams } from '../../schemas/generated/index.ts';

/** What the editor's text means: params, or why it is not usable. */
export function parseParams(
  text: string,
): { params: WidgetParams } | { error: 'syntax' | 'object' } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: 'syntax' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { error: 'object' };
  }
  return { params: parsed as WidgetParams };
}
