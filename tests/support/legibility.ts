/**
 * The legibility check of the dashboards (issue 25): what a reader would call unreadable,
 * found in the page as it is drawn. Runs in the browser (`page.evaluate(legibilityScan)`), so
 * it imports nothing; the colour comparison happens in Node (colour-distance.ts).
 * Charts are read from `window.__navigatorCharts` (widgets/chart/test-views.ts), which the app
 * fills only when the page was opened with `window.__NAVIGATOR_TEST__ = true`.
 */
import type { Page } from 'playwright-core';

/** Init script of a page the check reads: the test flag, and esbuild's `__name` helper. */
export const LEGIBILITY_INIT_SCRIPT =
  'window.__NAVIGATOR_TEST__ = true; window.__name = window.__name || ((f) => f);';

/** What the page scan reports. */
export interface LegibilityScan {
  /** Texts that do not fit their box: KPI values and lines, table totals, key columns. */
  clipped: { widget: string; what: string; text: string }[];
  /** Category axes that draw fewer labels than they have categories. */
  droppedLabels: { widget: string; scale: string; shown: number; categories: number }[];
  /** Axis labels drawn over each other. */
  collidingLabels: { widget: string; labels: string[] }[];
  /** The colours of each chart's series (categorical colour scales), to compare in Node. */
  seriesColors: { widget: string; scale: string; colors: { label: string; color: string }[] }[];
  /** Tables whose first measure (or sort column) is out of sight. */
  hiddenMeasures: { widget: string; column: string }[];
  /** How many charts, cards and tables were looked at. */
  counted: { charts: number; cards: number; tables: number };
}

/** Runs in the page: collects every legibility problem of the dashboard on screen. */
export function legibilityScan(): LegibilityScan {
  const scan: LegibilityScan = {
    clipped: [],
    droppedLabels: [],
    collidingLabels: [],
    seriesColors: [],
    hiddenMeasures: [],
    counted: { charts: 0, cards: 0, tables: 0 },
  };
  const grid = document.querySelector('[data-testid="dashboard-grid"]') ?? document.body;
  const widgetOf = (element: Element) =>
    element.closest('[data-widget-id]')?.getAttribute('data-widget-id') ?? '?';
  // A box cuts its text when the text is wider than it, or when the text itself ends in an
  // ellipsis the app wrote (a compact figure must still be the whole figure).
  const cut = (element: HTMLElement) =>
    element.scrollWidth > element.clientWidth + 1 ||
    element.scrollHeight > element.clientHeight + 1;
  const selectors: [string, string][] = [
    ['[data-testid="kpi-card"]', 'KPI card'],
    ['[data-testid="card-value"]', 'KPI value'],
    ['[data-testid="card-title"]', 'KPI title'],
    ['[data-testid="card-delta"]', 'KPI comparison'],
    ['[data-testid="card-goal"]', 'KPI goal'],
    ['[data-testid="card-comparison-range"]', 'KPI comparison period'],
    ['[data-testid="table-totals"] [role="gridcell"]', 'table total'],
  ];
  for (const [selector, what] of selectors) {
    for (const element of grid.querySelectorAll<HTMLElement>(selector)) {
      const text = (element.textContent ?? '').trim();
      if (text === '') continue;
      if (cut(element) || /\d…|…\s*$/.test(text)) {
        scan.clipped.push({ widget: widgetOf(element), what, text });
      }
    }
  }
  scan.counted.cards = grid.querySelectorAll('[data-testid="kpi-card"]').length;
  // A card grid that scrolls inside its widget hides a card's lower lines.
  for (const element of grid.querySelectorAll<HTMLElement>('[data-testid="card-grid"]')) {
    if (element.scrollHeight > element.clientHeight + 1) {
      scan.clipped.push({ widget: widgetOf(element), what: 'KPI cards (scroll)', text: '' });
    }
  }

  for (const scroller of grid.querySelectorAll<HTMLElement>('[data-testid="table-scroller"]')) {
    scan.counted.tables += 1;
    const box = scroller.getBoundingClientRect();
    const header = scroller.querySelector<HTMLElement>(
      '[data-column-role="sort"], [data-column-role="measure"]',
    );
    if (header) {
      const cell = header.getBoundingClientRect();
      if (cell.left < box.left - 1 || cell.right > box.right + 1) {
        scan.hiddenMeasures.push({
          widget: widgetOf(scroller),
          column: (header.textContent ?? '').trim(),
        });
      }
    }
  }

  interface SceneItem {
    items?: SceneNode[];
    datum?: { value?: unknown; label?: unknown };
    opacity?: number;
    text?: unknown;
    x?: number;
    y?: number;
    angle?: number;
    fontSize?: number;
    bounds?: { x1: number; y1: number; x2: number; y2: number };
  }
  interface SceneNode {
    role?: string;
    marktype?: string;
    items?: SceneItem[];
  }
  interface VegaScale {
    (value: unknown): unknown;
    type: string;
    domain(): unknown[];
  }
  interface VegaView {
    scenegraph(): { root: SceneNode };
    scale(name: string): VegaScale;
    _runtime: { scales: Record<string, unknown> };
  }
  const charts = (window as unknown as { __navigatorCharts?: Map<HTMLElement, VegaView> })
    .__navigatorCharts;
  for (const [element, view] of charts ?? []) {
    if (!element.isConnected || !grid.contains(element)) continue;
    scan.counted.charts += 1;
    const widget = widgetOf(element);
    // Every axis's labels, in drawing order.
    const axes: SceneItem[][] = [];
    const walk = (node: SceneNode, inAxis: SceneItem[] | undefined) => {
      for (const item of node.items ?? []) {
        let labels = inAxis;
        if (node.role === 'axis') {
          labels = [];
          axes.push(labels);
        }
        if (node.role === 'axis-label') labels?.push(item);
        for (const child of item.items ?? []) walk(child, labels);
      }
    };
    walk(view.scenegraph().root, undefined);
    const visible = (item: SceneItem) =>
      item.opacity !== 0 && String(item.text ?? '').trim() !== '';
    for (const labels of axes) {
      const shown = labels.filter(visible);
      for (let i = 0; i < shown.length; i += 1) {
        for (let j = i + 1; j < shown.length; j += 1) {
          const first = shown[i];
          const second = shown[j];
          const a = first?.bounds;
          const b = second?.bounds;
          if (!first || !second || !a || !b) continue;
          let overlap =
            a.x1 < b.x2 - 0.5 && b.x1 < a.x2 - 0.5 && a.y1 < b.y2 - 0.5 && b.y1 < a.y2 - 0.5;
          const angle = ((first.angle ?? 0) * Math.PI) / 180;
          if (overlap && Math.sin(angle) !== 0) {
            // Slanted labels have overlapping boxes by nature: parallel lines of text collide
            // only when their baselines are closer than the text's height.
            const dx = (second.x ?? 0) - (first.x ?? 0);
            const dy = (second.y ?? 0) - (first.y ?? 0);
            const apart = Math.abs(-dx * Math.sin(angle) + dy * Math.cos(angle));
            overlap = apart < (first.fontSize ?? 11) * 0.9;
          }
          if (overlap) {
            scan.collidingLabels.push({
              widget,
              labels: [String(shown[i]?.text), String(shown[j]?.text)],
            });
          }
        }
      }
    }
    for (const name of Object.keys(view._runtime.scales)) {
      const scale = view.scale(name);
      if (scale.type === 'band' || scale.type === 'point') {
        const domain = scale.domain().map(String);
        const values = new Set(domain);
        // The axis of this scale: the one whose labels are values of its domain.
        const axis = axes.find(
          (labels) =>
            labels.length > 0 && labels.every((item) => values.has(String(item.datum?.value))),
        );
        if (!axis) continue;
        const shown = new Set(axis.filter(visible).map((item) => String(item.datum?.value)));
        if (shown.size < values.size) {
          scan.droppedLabels.push({
            widget,
            scale: name,
            shown: shown.size,
            categories: values.size,
          });
        }
      }
      if (scale.type === 'ordinal') {
        const colors = scale
          .domain()
          .map((value) => ({ label: String(value), color: String(scale(value)) }));
        // Colour scales only (not a dash or a shape scale).
        if (colors.every((item) => /^(#|rgb)/i.test(item.color))) {
          scan.seriesColors.push({ widget, scale: name, colors });
        }
      }
    }
  }
  return scan;
}

/** Runs {@link legibilityScan} in `page`. */
export function scanPage(page: Page): Promise<LegibilityScan> {
  return page.evaluate(legibilityScan);
}
