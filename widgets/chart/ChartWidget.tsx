import { Suspense, lazy, useMemo, useState } from 'react';
import { loadableChunk } from '../../runtime/app/shell/loadable-chunk.ts';
import { WidgetEmpty, WidgetError } from '../placeholder/WidgetState.tsx';
import { LoadingSkeleton } from '../table/LoadingSkeleton.tsx';
import { dataWidgetText } from '../table/widget-texts.ts';
import type { DataRow, WidgetComponentProps } from '../types.ts';
import { chartSpec, type ChartSpec } from './graph-to-spec.ts';

// vega, vega-lite and vega-embed are ~1 MB: they load with the first chart, not with the app.
// A failed fetch (offline, a new deployment) does not stick: the next render tries again.
const chartCode = loadableChunk(() => import('./ChartView.tsx'));

/**
 * Starts loading the chart chunk (vega) without rendering anything, so a dashboard can fetch
 * it while its queries run instead of after its first chart has rows. Idempotent.
 */
export function preloadChartView(): Promise<typeof import('./ChartView.tsx')> {
  return chartCode.preload();
}

const LazyChartView = lazy(preloadChartView);

/**
 * The chart view a chart widget renders, chosen once per widget: the loaded one when the
 * chunk is there (no Suspense: React shows content a boundary waited for no sooner than
 * 300 ms after a fallback, or after the page's start), else the lazy one.
 */
function useChartView() {
  const [View] = useState(() => chartCode.current()?.default ?? LazyChartView);
  return View;
}

/** Rows read to tell the columns' kinds apart; more would only slow every data change. */
const SPEC_SAMPLE_ROWS = 500;

const NO_ROWS: DataRow[] = [];
const NO_COLUMNS: string[] = [];

/**
 * The chart widget: a vega-lite chart of the widget's rows, from `params.graph` (a legacy
 * graph mapped by graphToSpec, or a full spec in `graph.spec`). Loading, empty and error
 * states render here, without waiting for the chart chunk.
 */
export function ChartWidget(props: WidgetComponentProps) {
  const { widget, params, data, error, width, height, locale, reload, onDrilldown } = props;
  const t = dataWidgetText(locale);
  const rows = data?.rows ?? NO_ROWS;
  const ChartView = useChartView();
  const columns = data?.columns ?? NO_COLUMNS;
  const sample = useMemo(() => rows.slice(0, SPEC_SAMPLE_ROWS), [rows]);
  const clickable = onDrilldown !== undefined;
  const chart = useMemo(
    () =>
      chartSpec({
        graph: params.graph,
        columns,
        rows: sample,
        formats: widget.format_definition,
        colors: params.colors,
        accent: widget.attributes?.color,
        clickable,
      }),
    [
      params.graph,
      params.colors,
      columns,
      sample,
      widget.format_definition,
      widget.attributes?.color,
      clickable,
    ],
  );
  // New rows rebuild an equal spec; keeping its identity keeps the chart from re-embedding.
  const specKey = chart ? JSON.stringify(chart) : '';
  const stable = useMemo(() => (specKey ? (JSON.parse(specKey) as ChartSpec) : null), [specKey]);

  if (error)
    return <WidgetError locale={locale} height={height} message={error} onRetry={reload} />;
  const loading = (
    <LoadingSkeleton width={width} height={height} variant="chart" label={t('loading')} />
  );
  if (!data) return loading;
  if (rows.length === 0) return <WidgetEmpty locale={locale} height={height} />;
  if (!stable) {
    return (
      <WidgetEmpty locale={locale} height={height} title={t('noChart')} hint={t('noChartHint')} />
    );
  }
  return (
    <Suspense fallback={loading}>
      {/* Chosen once per widget (kept in state by useChartView): never a new component type. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <ChartView
        chart={stable}
        rows={rows}
        width={width}
        height={height}
        locale={locale}
        onDrilldown={onDrilldown}
        cappedNote={(shown, total) =>
          t('capped', {
            shown: shown.toLocaleString(locale),
            total: total.toLocaleString(locale),
          })
        }
        errorText={(message) => t('chartError', { message })}
      />
    </Suspense>
  );
}
