import { useMemo } from 'react';
import { loadableComponent } from '../../runtime/widget-sdk/scheduling.ts';
import { WidgetEmpty, WidgetError } from '../../runtime/widget-sdk/WidgetState.tsx';
import { LoadingSkeleton } from '../../runtime/widget-sdk/LoadingSkeleton.tsx';
import { dataWidgetText } from '../table/widget-texts.ts';
import { useComparedData } from '../table/compared-data.ts';
import { toList } from './chart-series.ts';
import { chartRowCap, comparisonSeries, localizeText } from '../../runtime/core/index.ts';
import { humanizeColumn } from '../table/humanize.ts';
import type { DataRow, WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { chartViewCode } from './chart-view-code.ts';
import { sparseEnough } from './graph-cartesian.ts';
import { chartSpec, type ChartSpec } from './graph-to-spec.ts';
import { specCarriesOwnData } from '../../runtime/core/widgets/spec-data.ts';

/** A chart widget waiting for its rows or for the chart chunk. */
function ChartLoading({
  width,
  height,
  locale,
}: {
  width: number;
  height: number;
  locale: string;
}) {
  const label = dataWidgetText(locale)('loading');
  return <LoadingSkeleton width={width} height={height} variant="chart" label={label} />;
}

/**
 * The chart view, rendered at once when its chunk is loaded (the route prefetch starts it),
 * and as the loading skeleton until then.
 */
const ChartView = loadableComponent(chartViewCode, (chunk) => chunk.default, ChartLoading);

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
  const { widget, error, width, height, locale, reload, onDrilldown } = props;
  const { data, added, title } = useComparedData(props.data, props.comparison, locale);
  // With a comparison period each measure of graph.ykey is drawn with its comparison series,
  // titled and formatted as the measure ("Revenue (comparison)") in a lighter shade of it.
  const params = useMemo(() => {
    const graph = props.params.graph;
    const measures = toList(graph?.ykey);
    const extra = measures.flatMap((measure) => (added[measure] ? [added[measure]] : []));
    if (!graph || extra.length === 0) return props.params;
    const configured = (graph.series ?? []).map((series) => ({
      ...series,
      title: series.title === undefined ? undefined : localizeText(series.title, locale),
    }));
    const series = comparisonSeries(configured, measures, added, title, humanizeColumn);
    return { ...props.params, graph: { ...graph, ykey: [...measures, ...extra], series } };
  }, [props.params, added, title, locale]);
  const formats = useMemo(() => {
    const own = widget.format_definition ?? {};
    const entries = Object.entries(added).map(([measure, column]) => [column, own[measure]]);
    return entries.length === 0 ? own : { ...own, ...Object.fromEntries(entries) };
  }, [widget.format_definition, added]);
  const t = dataWidgetText(locale);
  const rows = data?.rows ?? NO_ROWS;
  const columns = data?.columns ?? NO_COLUMNS;
  const sample = useMemo(() => rows.slice(0, SPEC_SAMPLE_ROWS), [rows]);
  const clickable = onDrilldown !== undefined;
  // A spec with data of its own draws without a saved query (and without rows from one).
  const ownData = useMemo(() => specCarriesOwnData(params.graph?.spec), [params.graph]);
  const standalone = ownData && !widget.query_slug?.slug;
  const linePoints = sparseEnough(rows.length, width);
  // The cell's size in steps of 20 px: the category axes' layout follows it (every label
  // shown), and a resize within a step keeps the spec (and the drawn chart) as it is.
  const roomWidth = Math.round(width / 20) * 20;
  const roomHeight = Math.round(height / 20) * 20;
  const chart = useMemo(
    () =>
      chartSpec({
        graph: params.graph,
        columns,
        rows: sample,
        formats,
        colors: params.colors,
        accent: widget.attributes?.color,
        clickable,
        linePoints,
        room: { width: roomWidth, height: roomHeight },
        otherLabel: dataWidgetText(locale)('other'),
        locale,
      }),
    [
      roomWidth,
      roomHeight,
      locale,
      params.graph,
      params.colors,
      columns,
      sample,
      formats,
      widget.attributes?.color,
      clickable,
      linePoints,
    ],
  );
  // New rows rebuild an equal spec; keeping its identity keeps the chart from re-embedding.
  const specKey = chart ? JSON.stringify(chart) : '';
  const stable = useMemo(() => (specKey ? (JSON.parse(specKey) as ChartSpec) : null), [specKey]);

  if (error)
    return <WidgetError locale={locale} height={height} message={error} onRetry={reload} />;
  if (!data && !standalone) {
    return <ChartLoading width={width} height={height} locale={locale} />;
  }
  if (rows.length === 0 && !ownData) {
    return <WidgetEmpty locale={locale} height={height} title={params.placeholder} />;
  }
  if (!stable) {
    return (
      <WidgetEmpty locale={locale} height={height} title={t('noChart')} hint={t('noChartHint')} />
    );
  }
  return (
    <ChartView
      chart={stable}
      rows={rows}
      width={width}
      height={height}
      locale={locale}
      onDrilldown={onDrilldown}
      maxRows={chartRowCap(params.graph?.max_rows)}
      cappedNote={(shown, total) =>
        t('capped', {
          shown: shown.toLocaleString(locale),
          total: total.toLocaleString(locale),
        })
      }
      errorText={(message) => t('chartError', { message })}
      widgetTitle={localizeText(widget.title, locale)}
      chartName={t('chartName')}
    />
  );
}
