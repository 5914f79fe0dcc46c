/**
 * One line that says what a semantic diff changed, used as the commit message of a builder
 * save: "sales-overview: widget daily_revenue title, layout of 3 widgets".
 */
import type { EntityDiff } from './semantic-diff';

/** The summary of every entity of `diffs`, `; `-separated ("no changes" when empty). */
export function diffSummary(diffs: readonly EntityDiff[]): string {
  if (diffs.length === 0) return 'no changes';
  return diffs.map(entitySummary).join('; ');
}

/** `id: what changed` for one entity. */
export function entitySummary(diff: EntityDiff): string {
  const name =
    diff.kind === 'users' || diff.kind === 'tenant' ? `${diff.tenant}/${diff.id}` : diff.id;
  if (diff.change === 'added') return `${name}: ${diff.kind} added`;
  if (diff.change === 'removed') return `${name}: ${diff.kind} removed`;
  const parts: string[] = [];
  const widgetFields = new Map<string, Set<string>>();
  const fields = new Set<string>();
  let moved = 0;
  for (const detail of diff.details) {
    if (detail.type === 'widget-added') parts.push(`widget ${detail.widget} added`);
    else if (detail.type === 'widget-removed') parts.push(`widget ${detail.widget} removed`);
    else if (detail.type === 'widget-moved') moved++;
    else if (detail.type === 'sql') fields.add('SQL');
    else {
      const top = detail.path.split('.')[0] ?? detail.path;
      if (detail.widget) {
        widgetFields.set(detail.widget, (widgetFields.get(detail.widget) ?? new Set()).add(top));
      } else fields.add(top);
    }
  }
  for (const [widget, names] of widgetFields)
    parts.push(`widget ${widget} ${[...names].join(', ')}`);
  if (moved > 0) parts.push(`layout of ${moved} widget${moved === 1 ? '' : 's'}`);
  if (fields.size > 0) parts.push([...fields].join(', '));
  return `${name}: ${parts.length > 0 ? parts.join(', ') : 'formatting'}`;
}
