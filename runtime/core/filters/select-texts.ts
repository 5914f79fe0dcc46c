/** The select and tags input texts, verbatim from the spec (translations key off them). */
export const SELECT_TEXTS = {
  placeholder: 'Select an option...',
  search: 'Search',
  noResults: 'No results.',
  noOptions: 'No options available.',
  maxItems: 'A maximum of {max} items can be selected.',
  tagInUse: 'That tag is already in use.',
} as const;

/** Options a select renders per page. */
export const SELECT_PAGE_SIZE = 25;

/**
 * Fills `{name}` placeholders of a text from `values`; unknown placeholders stay as written so
 * a missing value shows up instead of vanishing.
 */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** 'A maximum of {max} items can be selected.' with `max` filled in. */
export function maxItemsText(max: number): string {
  return fillText(SELECT_TEXTS.maxItems, { max });
}
