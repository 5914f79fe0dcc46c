/** Download file names of the widget's export, screenshot and report tools. */

/**
 * A safe download file name from a widget title: letters, digits, dashes and underscores,
 * lower case ('Sales by Category' → 'sales-by-category.csv'), 'widget' when nothing is left.
 */
export function fileNameOf(title: string | undefined, extension: string): string {
  const base = (title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'widget'}.${extension}`;
}
