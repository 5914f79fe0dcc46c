/**
 * The drawing half of the chart widget, loaded on demand (React.lazy in ChartWidget) so vega,
 * vega-lite and vega-embed land in their own chunk, out of the viewer's initial JavaScript.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { VegaEmbed } from 'react-vega';
import type { EmbedOptions, Result } from 'vega-embed';
import type { DataRow } from '../types.ts';
import { drilldownRow, prepareChartRows } from './chart-rows.ts';
import type { ChartSpec, SpecObject } from './graph-to-spec.ts';
import { TABLE_DATASET } from './spec-passthrough.ts';
import { vegaLocale } from './vega-locale.ts';

/** What the lazy chart chunk draws. */
export interface ChartViewProps {
  chart: ChartSpec;
  rows: readonly DataRow[];
  width: number;
  height: number;
  locale: string;
  onDrilldown?: (row: DataRow) => void;
  /** The note under a chart drawing only the first rows ("Showing the first …"). */
  cappedNote: (shown: number, total: number) => string;
  /** The message of a spec vega cannot draw. */
  errorText: (message: string) => string;
}

const NOTE_HEIGHT = 20;

/** Single views and layers take a size; concatenated or faceted specs size themselves. */
function takesSize(spec: SpecObject): boolean {
  return 'mark' in spec || 'layer' in spec;
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

function hasTable(result: Result): boolean {
  const data = (result.vgSpec as { data?: { name?: string }[] }).data ?? [];
  return data.some((set) => set.name === TABLE_DATASET);
}

/** Hands rows to the live view, once per rows array (the embed and the effect both try). */
function pushRows(
  result: Result,
  values: DataRow[],
  pushed: { current: DataRow[] | null },
  fail: (message: string) => void,
): void {
  if (!hasTable(result) || pushed.current === values) return;
  pushed.current = values;
  result.view
    .data(TABLE_DATASET, values)
    .runAsync()
    .catch((error: unknown) => fail(String(error)));
}

/**
 * Embeds the spec once per spec change. Rows, size and the click handler are applied to the
 * live view (`view.data('table', rows)`, `view.width()`), which takes a few milliseconds where
 * re-embedding takes tens and flashes.
 */
export default function ChartView(props: ChartViewProps) {
  const { chart, rows, locale, onDrilldown } = props;
  const drawn = useMemo(() => prepareChartRows(rows, chart), [rows, chart]);
  const capped = drawn.values.length < drawn.total;
  const width = Math.max(40, Math.floor(props.width));
  const height = Math.max(40, Math.floor(props.height - (capped ? NOTE_HEIGHT : 0)));

  // Size and rows enter the spec at embed time only: a resize or new rows must not re-embed.
  const [frame, setFrame] = useState(() => embeddable(chart, drawn.values, width, height));
  const current = frame.chart === chart ? frame : embeddable(chart, drawn.values, width, height);
  const [result, setResult] = useState<Result | null>(null);
  if (current !== frame) {
    setFrame(current);
    // The old view is finalized by the re-embed: nothing may be pushed into it meanwhile.
    setResult(null);
  }

  const options = useMemo<EmbedOptions>(() => {
    const { number, time } = vegaLocale(locale);
    return {
      renderer: 'canvas',
      actions: false,
      formatLocale: { ...number },
      timeFormatLocale: { ...time },
    };
  }, [locale]);

  const [failure, setFailure] = useState<string | undefined>();
  const pushed = useRef<DataRow[] | null>(null);
  const latest = useRef(drawn.values);
  useEffect(() => {
    latest.current = drawn.values;
  }, [drawn.values]);

  useEffect(() => {
    if (result) pushRows(result, drawn.values, pushed, setFailure);
  }, [result, drawn.values]);

  useEffect(() => {
    if (!result || !takesSize(result.spec as SpecObject)) return;
    const view = result.view;
    if (view.width() === width && view.height() === height) return;
    view
      .width(width)
      .height(height)
      .runAsync()
      .catch((error: unknown) => setFailure(String(error)));
  }, [result, width, height]);

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

  return (
    <div style={{ width: props.width, height: props.height, position: 'relative' }}>
      <VegaEmbed
        spec={current.spec as never}
        options={options}
        onEmbed={(embedded) => {
          pushed.current = current.values;
          setFailure(undefined);
          pushRows(embedded, latest.current, pushed, setFailure);
          setResult(embedded);
        }}
        onError={(error) => setFailure(error instanceof Error ? error.message : String(error))}
        style={{ width, height }}
        data-testid="chart-canvas"
      />
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
            background: 'rgba(255,255,255,0.9)',
            textAlign: 'center',
          }}
        >
          {props.errorText(failure)}
        </div>
      )}
    </div>
  );
}
