/** The semantic diff as `navigator diff` prints it for a terminal. */
import type { DiffDetail, EntityDiff } from '../../runtime/core/config-diff/semantic-diff.ts';

export function formatDiffText(diffs: readonly EntityDiff[]): string {
  if (diffs.length === 0) return 'no config changes\n';
  const lines: string[] = [];
  for (const diff of diffs) {
    lines.push(`${diff.tenant} ${diff.kind} ${diff.id}: ${diff.change}`);
    for (const detail of diff.details) lines.push(`  ${detailLine(detail)}`);
  }
  return `${lines.join('\n')}\n`;
}

export function detailLine(detail: DiffDetail): string {
  switch (detail.type) {
    case 'widget-added':
      return `widget ${detail.widget} added`;
    case 'widget-removed':
      return `widget ${detail.widget} removed`;
    case 'widget-moved':
      return `widget ${detail.widget} moved: ${box(detail.from)} → ${box(detail.to)}`;
    case 'sql':
      return 'SQL changed';
    case 'field': {
      const where = detail.widget ? `widget ${detail.widget} ${detail.path}` : detail.path;
      return `${where}: ${show(detail.from)} → ${show(detail.to)}`;
    }
  }
}

function box(b: { x?: unknown; y?: unknown; w?: unknown; h?: unknown }): string {
  return `x${String(b.x)} y${String(b.y)} ${String(b.w)}×${String(b.h)}`;
}

function show(value: unknown): string {
  return value === undefined ? '(absent)' : JSON.stringify(value);
}
