import { SELECT_TEXTS } from './select-texts';

/** Key codes that turn the typed text into a tag: Enter, comma, Tab. Blur does too. */
export const TAG_KEY_CODES = [13, 188, 9] as const;

/** True when a key code adds the typed tag. */
export function isTagKeyCode(keyCode: number): boolean {
  return (TAG_KEY_CODES as readonly number[]).includes(keyCode);
}

/** The tags after an attempt to add one, with the message to show when it was refused. */
export interface AddTagResult {
  tags: string[];
  error?: string;
}

/**
 * Adds a typed tag: trimmed; blank text adds nothing (and is no error); a tag already in the
 * list (exact, case-sensitive match) is refused with 'That tag is already in use.'.
 * Returns a new list; the input is not changed.
 */
export function addTag(tags: readonly string[], raw: string | null | undefined): AddTagResult {
  const tag = (raw ?? '').trim();
  if (tag === '') return { tags: [...tags] };
  if (tags.includes(tag)) return { tags: [...tags], error: SELECT_TEXTS.tagInUse };
  return { tags: [...tags, tag] };
}
