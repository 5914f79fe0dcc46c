/**
 * The drawing half of the chart widget, loaded on demand (React.lazy in ChartWidget) so vega
 * and vega-tooltip land in their own chunk, out of the viewer's initial JavaScript (vega-lite
 * in another, loaded only for a chart the server could not prepare: vega-lite-compiler.ts).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { drilldownRow, prepareChartRows } from './chart-rows.ts';
import type { ChartSpec, SpecObject } from './graph-to-spec.ts';
import { TABLE_DATASET } from './spec-passthrough.ts';
import { takesSize } from './chart-sizing.ts';
import { whenPageSettled, yieldToBrowser } from '../../runtime/widget-sdk/scheduling.ts';
import { embedQueue, type QueuedJob } from './embed-queue.ts';
import { prefetchChart, prepareChart } from './vega-compile.ts';
import { drawChart, type DrawnChart } from './vega-draw.ts';
import { notePageChart, warmUpVega } from './vega-warmup.ts';
import { exposeChartView } from './test-views.ts';
import { askPicture, idleEmbedQueue } from './chart-picture.ts';
import { pictureName, svgDataUrl, svgSize } from '../../runtime/core/charts/chart-picture.ts';

// This chunk loads ahead of the rows (route prefetch): vega's code compiles while they come.
warmUpVega();

/** What the lazy chart chunk draws. */
export interface ChartViewProps {
  chart: ChartSpec;
  rows: readonly DataRow[];
  width: number;
  height: number;
  locale: string;
  onDrilldown?: (row: DataRow) => void;
  /** Rows drawn at most (graph.max_rows, chartRowCap); the rest are left out, with a note. */
  maxRows: number;
  /** The note under a chart drawing only the first rows ("Showing the first …"). */
  cappedNote: (shown: number, total: number) => string;
  /** The message of a spec vega cannot draw. */
  errorText: (message: string) => string;
  /** The widget's title and the generic name of a chart: the picture's accessible name. */
  widgetTitle?: string;
  chartName?: string;
}

/** The server's picture of a chart, shown until its live view is drawn (chart-picture.ts). */
interface Picture {
  url: string;
  width?: number;
  height?: number;
}

/** Where the pointer was over the chart, to hand the live view once it is drawn. */
interface PointerAt {
  clientX: number;
  clientY: number;
}

/**
 * Moves the pointer onto the live view where it already was: a reader who pointed at the
 * picture gets the tooltip there without moving again (vega listens to its canvas's moves).
 */
function replayPointer(element: HTMLElement, at: PointerAt): void {
  const target = element.querySelector('canvas') ?? element;
  const init = { clientX: at.clientX, clientY: at.clientY, bubbles: true };
  target.dispatchEvent(new PointerEvent('pointermove', init));
  target.dispatchEvent(new MouseEvent('mousemove', init));
}

const NOTE_HEIGHT = 20;

/** Height of the spec's bound controls (vega-lite `bind` inputs) drawn under the canvas. */
function controlsHeight(element: HTMLElement): number {
  const bindings = element.querySelector<HTMLElement>('.vega-bindings');
  return bindings ? Math.ceil(bindings.getBoundingClientRect().height) : 0;
}

/**
 * The spec as embedded: sized to the cell, with the rows of the moment inline in its 'table'
 * dataset (so the first frame draws data, not empty axes). Later rows go through the view.
 */
function embeddable(chart: ChartSpec, values: DataRow[], width: number, height: number) {
  const spec: SpecObject = takesSize(chart.spec)
    ? { ...chart.spec, width, height }
    : { ...chart.spec };
  const data = spec.data as { name?: unknown; values?: unknown } | undefined;
  if (data?.name === TABLE_DATASET && data.values === undefined) {
    spec.data = { ...data, values };
  }
  return { chart, values, spec };
}

/** What the live view shows: the rows and size it was embedded or last updated with. */
interface Shown {
  values: DataRow[];
  width: number;
  height: number;
}

function sameShown(a: Shown, b: Shown): boolean {
  return a.values === b.values && a.width === b.width && a.height === b.height;
}

/**
 * Embeds the spec once per spec change, one chart per task (embed-queue.ts). Rows, size and
 * the click handler are applied to the live view (`view.data('table', rows)`, `view.width()`),
 * which takes a few milliseconds where re-embedding takes tens and flashes; the size it is
 * compared with is the one it was given, never the view's own (autosize pads it).
 */
export default function ChartView(props: ChartViewProps) {
  const { chart, rows, locale, onDrilldown, maxRows } = props;
  const drawn = useMemo(() => prepareChartRows(rows, chart, maxRows), [rows, chart, maxRows]);
  const capped = drawn.values.length < drawn.total;
  // Bound controls sit under the canvas: a chart that fits the cell leaves them room.
  const [controls, setControls] = useState(0);
  const sized = takesSize(chart.spec);
  const width = Math.max(40, Math.floor(props.width));
  const height = Math.max(
    40,
    Math.floor(props.height - (capped ? NOTE_HEIGHT : 0) - (sized ? controls : 0)),
  );

  const holder = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<DrawnChart | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  // What the next embed or update applies: always the latest, whenever the job runs.
  const wanted = useRef<Shown>({ values: drawn.values, width, height });
  useLayoutEffect(() => {
    wanted.current = { values: drawn.values, width, height };
  }, [drawn.values, width, height]);
  const shown = useRef<Shown | null>(null);
  const live = useRef<DrawnChart | null>(null);
  const pending = useRef<QueuedJob | null>(null);
  const forget = useRef<() => void>(() => undefined);
  const [picture, setPicture] = useState<Picture | null>(null);
  // Draws the live view now (the reader reached for the chart, or its rows or size changed).
  const liveNow = useRef<() => void>(() => undefined);
  const pointer = useRef<PointerAt | null>(null);

  // Brings the live view to the wanted rows and size, in the queue like the embeds.
  const update = useCallback(() => {
    if (pending.current) return;
    pending.current = embedQueue.add(async () => {
      pending.current = null;
      const view = live.current;
      const was = shown.current;
      if (!view || !was) return;
      const next = wanted.current;
      let changed = false;
      if (next.values !== was.values && view.hasTable) {
        view.view.data(TABLE_DATASET, next.values);
        changed = true;
      }
      const fits = takesSize(chart.spec);
      if (fits && (next.width !== was.width || next.height !== was.height)) {
        view.view.width(next.width).height(next.height);
        changed = true;
      }
      shown.current = next;
      if (!changed) return;
      // A task of its own, as a first drawing has: the queue's budget (embed-queue.ts) lets
      // jobs follow each other in one task, and each update redraws a whole chart.
      await yieldToBrowser();
      if (live.current !== view) return;
      await view.view.runAsync().catch((error: unknown) => setFailure(String(error)));
    });
  }, [chart]);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let cancelled = false;
    const ahead = wanted.current;
    const first = embeddable(chart, ahead.values, ahead.width, ahead.height).spec;
    let started = false;
    const embed = async () => {
      started = true;
      if (cancelled) return;
      const next = wanted.current;
      const { spec } = embeddable(chart, next.values, next.width, next.height);
      try {
        const prepared = await prepareChart(spec);
        // The warm-up goes on in idle time while the server prepares the chart: its drawing,
        // not its wait, is what makes the warm-up pointless.
        notePageChart();
        await yieldToBrowser();
        if (cancelled) return;
        // An image the renderer refuses later still shows why (chart-loader.ts).
        const embedded = await drawChart(element, prepared, locale, (message) => {
          if (!cancelled) setFailure(message);
        });
        if (cancelled) {
          embedded.view.finalize();
          return;
        }
        live.current = embedded;
        forget.current = exposeChartView(element, embedded.view);
        shown.current = next;
        setFailure(undefined);
        setControls(controlsHeight(element));
        setResult(embedded);
        // The live view takes the picture's place (same box: the picture is its drawing).
        setPicture(null);
        if (pointer.current) replayPointer(element, pointer.current);
        pointer.current = null;
        // Rows or a size that came while the spec compiled go in now, after this task.
        if (!sameShown(wanted.current, next)) update();
      } catch (error) {
        if (!cancelled) setFailure(error instanceof Error ? error.message : String(error));
      }
    };
    // Lighter charts first (embed-queue.ts): heavy ones draw on warm code.
    const weight = wanted.current.values.length;
    let job: QueuedJob | undefined;
    let idle = false;
    const drawLive = () => {
      if (cancelled || started || (job && !idle)) return;
      // Asked for now, not in its turn: the charts waiting in the queue go to the server
      // together.
      prefetchChart(first);
      job?.cancel();
      idle = false;
      job = embedQueue.add(embed, weight);
    };
    liveNow.current = drawLive;
    // The server's picture first, when it can draw one: the live view then waits for an idle
    // moment (one chart per idle period) or for the reader.
    void askPicture(first, locale).then((svg) => {
      if (cancelled || job) return;
      if (!svg) {
        drawLive();
        return;
      }
      setPicture({ url: svgDataUrl(svg), ...svgSize(svg) });
      // The live view once the page has settled (its last picture painted, no request on its
      // way): its /prepare is not one of the requests before the last paint, and the server
      // prepared the spec for the picture (a cache hit). The charts settling together ask
      // for theirs in one request.
      void whenPageSettled().then(() => {
        if (cancelled || started || job) return;
        prefetchChart(first);
        idle = true;
        job = idleEmbedQueue.add(embed, weight);
      });
    });
    return () => {
      cancelled = true;
      liveNow.current = () => undefined;
      job?.cancel();
      setPicture(null);
      pending.current?.cancel();
      pending.current = null;
      forget.current();
      live.current?.view.finalize();
      live.current = null;
      shown.current = null;
      setResult(null);
    };
  }, [chart, locale, update]);

  useEffect(() => {
    const was = shown.current;
    if (result && was && !sameShown(was, { values: drawn.values, width, height })) update();
  }, [result, drawn.values, width, height, update]);

  // A picture shows the rows and size it was drawn with: new ones bring the live view now.
  const pictured = useRef<Shown | null>(null);
  useEffect(() => {
    if (!picture) {
      pictured.current = null;
      return;
    }
    const now = { values: drawn.values, width, height };
    pictured.current ??= now;
    if (!sameShown(pictured.current, now)) liveNow.current();
  }, [picture, drawn.values, width, height]);

  useEffect(() => {
    if (!result || !onDrilldown) return;
    const view = result.view;
    const onClick = (_event: unknown, item: unknown) => {
      const row = drilldownRow(item, rows);
      if (row) onDrilldown(row);
    };
    view.addEventListener('click', onClick);
    return () => {
      view.removeEventListener('click', onClick);
    };
  }, [result, onDrilldown, rows]);

  const reach = () => liveNow.current();
  const point = (event: { clientX: number; clientY: number }) => {
    pointer.current = { clientX: event.clientX, clientY: event.clientY };
    liveNow.current();
  };
  const follow = (event: { clientX: number; clientY: number }) => {
    pointer.current = { clientX: event.clientX, clientY: event.clientY };
  };
  const leave = () => {
    pointer.current = null;
  };

  return (
    <div
      data-testid="chart-scroller"
      // Busy until its picture or live view (or why not) shows: the page has not settled
      // (page-settled.ts) while a chart on screen is still to be drawn.
      aria-busy={picture || result || failure ? undefined : true}
      style={{ width: props.width, height: props.height, position: 'relative', overflow: 'auto' }}
      onPointerEnter={picture ? point : undefined}
      onPointerMove={picture ? follow : undefined}
      onPointerLeave={leave}
      onFocus={picture ? reach : undefined}
      onKeyDown={picture ? reach : undefined}
    >
      <div ref={holder} style={sized ? { width, height } : undefined} data-testid="chart-canvas" />
      {picture && (
        <img
          data-testid="chart-picture"
          src={picture.url}
          alt={pictureName(chart.spec, props.widgetTitle ?? '', props.chartName ?? 'Chart')}
          width={picture.width}
          height={picture.height}
          decoding="async"
          draggable={false}
          style={{ position: 'absolute', left: 0, top: 0, display: 'block', maxWidth: 'none' }}
        />
      )}
      {capped && (
        <div
          data-testid="chart-capped"
          style={{
            height: NOTE_HEIGHT,
            fontSize: 11,
            lineHeight: `${NOTE_HEIGHT}px`,
            color: 'var(--mantine-color-dimmed, #868e96)',
            textAlign: 'center',
          }}
        >
          {props.cappedNote(drawn.values.length, drawn.total)}
        </div>
      )}
      {failure && (
        <div
          role="alert"
          style={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            padding: 16,
            fontSize: 12,
            color: 'var(--mantine-color-red-7, #c92a2a)',
            // Opaque: empty axes behind the message would read as a chart of no data.
            background: 'var(--mantine-color-body, #fff)',
            textAlign: 'center',
          }}
        >
          {props.errorText(failure)}
        </div>
      )}
    </div>
  );
}
