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
  /**
   * Axis labels drawn (partly) outside what the reader sees of the chart: past its canvas or
   * past a box around it that hides what overflows (the widget's card, its body).
   */
  cutLabels: { widget: string; label: string; side: string; by: number }[];
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
    cutLabels: [],
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
    mark?: { marktype?: string };
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
    origin(): [number, number];
    scale(name: string): VegaScale;
    _runtime: { scales: Record<string, unknown> };
  }
  const charts = (window as unknown as { __navigatorCharts?: Map<HTMLElement, VegaView> })
    .__navigatorCharts;
  for (const [element, view] of charts ?? []) {
    if (!element.isConnected || !grid.contains(element)) continue;
    scan.counted.charts += 1;
    const widget = widgetOf(element);
    // Every axis's labels, in drawing order, and where each is drawn on the page: an item's
    // bounds are in its group's coordinates, groups are offset by their x/y, the whole scene
    // by the view's origin inside its canvas.
    const axes: SceneItem[][] = [];
    const pageBox = new Map<
      SceneItem,
      { left: number; top: number; right: number; bottom: number }
    >();
    const canvas = element.querySelector('canvas, svg') ?? element;
    const drawn = canvas.getBoundingClientRect();
    const [originX, originY] = view.origin();
    const walk = (node: SceneNode, inAxis: SceneItem[] | undefined, dx: number, dy: number) => {
      for (const item of node.items ?? []) {
        let labels = inAxis;
        if (node.role === 'axis') {
          labels = [];
          axes.push(labels);
        }
        if (node.role === 'axis-label') {
          labels?.push(item);
          const b = item.bounds;
          if (b) {
            pageBox.set(item, {
              left: drawn.left + originX + dx + b.x1,
              top: drawn.top + originY + dy + b.y1,
              right: drawn.left + originX + dx + b.x2,
              bottom: drawn.top + originY + dy + b.y2,
            });
          }
        }
        const group = node.marktype === 'group';
        const x = group ? dx + (item.x ?? 0) : dx;
        const y = group ? dy + (item.y ?? 0) : dy;
        for (const child of item.items ?? []) walk(child, labels, x, y);
      }
    };
    walk(view.scenegraph().root, undefined, 0, 0);
    const visible = (item: SceneItem) =>
      item.opacity !== 0 && String(item.text ?? '').trim() !== '';
    // What the reader sees of the chart: its canvas, within every box up to the widget that
    // hides what overflows it (a box that scrolls shows the rest by scrolling).
    let seen = { left: drawn.left, top: drawn.top, right: drawn.right, bottom: drawn.bottom };
    const card = element.closest('[data-widget-id]');
    let scrollsX = false;
    let scrollsY = false;
    for (let box: Element | null = element; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
      const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
      const rect = box.getBoundingClientRect();
      // What a box scrolls is within reach: the boxes around it clip the box, not its content.
      if (scrolls(style.overflowX)) scrollsX = true;
      if (scrolls(style.overflowY)) scrollsY = true;
      if (hides(style.overflowX) && !scrollsX) {
        seen = {
          ...seen,
          left: Math.max(seen.left, rect.left),
          right: Math.min(seen.right, rect.right),
        };
      }
      if (hides(style.overflowY) && !scrollsY) {
        seen = {
          ...seen,
          top: Math.max(seen.top, rect.top),
          bottom: Math.min(seen.bottom, rect.bottom),
        };
      }
      if (box === card) break;
    }
    for (const labels of axes) {
      for (const item of labels.filter(visible)) {
        const box = pageBox.get(item);
        if (!box) continue;
        const past: [string, number][] = [
          ['left', seen.left - box.left],
          ['top', seen.top - box.top],
          ['right', box.right - seen.right],
          ['bottom', box.bottom - seen.bottom],
        ];
        const [side, by] = past.reduce((a, b) => (b[1] > a[1] ? b : a));
        if (by > 1) {
          scan.cutLabels.push({ widget, label: String(item.text), side, by: Math.round(by) });
        }
      }
    }
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
