/**
 * Brings the form field a refused save names into view and focuses it: the message beside
 * Save names the field ("title.en Must be at most 30 characters."), and in a long dialog the
 * field may be scrolled away. Form fields carry RJSF ids: `<idPrefix>_title_en` for `title.en`.
 */

/** Ids' endings to try for a property path, most precise first ('title.en' → _title_en, _title). */
export function fieldIdSuffixes(path: string): string[] {
  const parts = path.replace(/^\./, '').split('.').filter(Boolean);
  const suffixes: string[] = [];
  for (let length = parts.length; length > 0; length--) {
    suffixes.push(`_${parts.slice(0, length).join('_')}`);
  }
  return suffixes;
}

/** Scrolls the field of `path` inside `root` into view and focuses it; false when it is not there. */
export function focusFormField(root: ParentNode, path: string): boolean {
  for (const suffix of fieldIdSuffixes(path)) {
    const field = root.querySelector<HTMLElement>(
      `input[id$="${suffix}"], textarea[id$="${suffix}"], select[id$="${suffix}"]`,
    );
    if (field) {
      field.scrollIntoView({ block: 'center' });
      field.focus({ preventScroll: true });
      return true;
    }
  }
  return false;
}
