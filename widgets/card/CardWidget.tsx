import { Group, Skeleton, Slider, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { WidgetEmpty, WidgetError, WidgetLoading } from '../../runtime/widget-sdk/WidgetState.tsx';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { buildCardModel, sliderSettings, widgetCards } from './card-model.ts';
import { formatDay, formatShortRange } from './card-series.ts';
import { cardGrid, CARD_GAP, hasRoomForDescription, SLIDER_BAR_HEIGHT } from './card-layout.ts';
import { cardText } from './card-messages.ts';
import { FACTOR_SLIDER } from './card-values.ts';
import { KpiCard } from './KpiCard.tsx';

const DEFAULT_ACCENT = 'var(--mantine-color-blue-6)';
/** Cards shorter than this get the dense layout. */
const DENSE_HEIGHT = 120;

function signed(value: number): string {
  return `${value > 0 ? '+' : ''}${value}%`;
}

function CardSkeletons({ count, width, height }: { count: number; width: number; height: number }) {
  const grid = cardGrid(count, width, height);
  return (
    <div
      data-testid="widget-state-loading"
      role="status"
      aria-busy="true"
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))`,
        gap: CARD_GAP,
        padding: count > 1 ? CARD_GAP : 0,
        height: '100%',
      }}
    >
      {Array.from({ length: count }, (_, i) => (
        <div key={i} style={{ padding: 12, display: 'flex', flexDirection: 'column', gap: 10 }}>
          <Skeleton height={12} width="45%" radius="sm" />
          <Skeleton height={26} width="70%" radius="sm" />
          <Skeleton height={10} width="55%" radius="sm" />
        </div>
      ))}
    </div>
  );
}

/**
 * KPI cards (`params.card.cards`): simple values, trends with a sparkline when the rows run
 * over a date column, and comparisons with the comparison period and a goal. Several cards
 * share the body in balanced rows; `params.slider` adds the factor slider.
 */
export function CardWidget({
  widget,
  params,
  data,
  loading,
  error,
  width,
  height,
  locale,
  reload,
  onDrilldown,
  comparison,
}: WidgetComponentProps) {
  const text = cardText(locale);
  const slider = sliderSettings(params);
  const sliderGoal = slider?.goal;
  const factorOn = slider !== undefined;
  const [factor, setFactor] = useState(slider?.factor ?? 0);
  const rows = data?.rows;
  const columns = data?.columns;
  const configured = params.card?.cards ?? [];
  // The date filter's comparison period, once its rows are in.
  const compared = useMemo(
    () =>
      comparison?.data
        ? { rows: comparison.data.rows, columns: comparison.data.columns, range: comparison.range }
        : undefined,
    [comparison],
  );

  const models = useMemo(() => {
    if (!rows || !columns) return [];
    return widgetCards(params, columns, rows, widget.format_definition).map((card) =>
      buildCardModel(card, {
        rows,
        columns,
        formats: widget.format_definition,
        locale,
        factor: factorOn ? factor : 0,
        sliderGoal,
        comparison: compared,
      }),
    );
  }, [
    rows,
    columns,
    params,
    widget.format_definition,
    locale,
    factor,
    factorOn,
    sliderGoal,
    compared,
  ]);

  if (!data) {
    if (error)
      return <WidgetError locale={locale} height={height} message={error} onRetry={reload} />;
    if (loading && configured.length > 0) {
      return <CardSkeletons count={configured.length} width={width} height={height} />;
    }
    if (loading) return <WidgetLoading locale={locale} height={height} />;
  }
  if (!rows || rows.length === 0) {
    return <WidgetEmpty locale={locale} height={height} title={params.placeholder} />;
  }
  if (models.length === 0) {
    return (
      <WidgetEmpty
        locale={locale}
        height={height}
        title={text('noCards')}
        hint={text('noCardsHint')}
      />
    );
  }

  const tile = models.length > 1;
  const bodyHeight = height - (slider ? SLIDER_BAR_HEIGHT : 0) - (tile ? 2 * CARD_GAP : 0);
  const grid = cardGrid(models.length, width - (tile ? 2 * CARD_GAP : 0), bodyHeight);
  const dense = grid.cardHeight < DENSE_HEIGHT;
  const accent = widget.attributes?.color ?? DEFAULT_ACCENT;
  const drills = onDrilldown && (params.drilldown?.length ?? 0) > 0 ? onDrilldown : undefined;

  return (
    <div
      data-testid="card-widget"
      style={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        opacity: loading ? 0.7 : 1,
      }}
    >
      <div
        data-testid="card-grid"
        style={{
          flex: 1,
          minHeight: 0,
          overflow: 'auto',
          display: 'grid',
          gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))`,
          // Rows share the body's height, none shorter than its card's lines: a card never
          // cuts a line, and the grid scrolls only when the lines need more than the body.
          gridAutoRows: 'minmax(min-content, 1fr)',
          alignContent: 'stretch',
          gap: CARD_GAP,
          // Short tiles keep their lines rather than the room around them.
          padding: tile ? (dense ? `4px ${CARD_GAP}px` : CARD_GAP) : 0,
        }}
      >
        {models.map((model, index) => (
          <KpiCard
            key={`${index}:${model.card.field}`}
            model={model}
            accent={accent}
            text={text}
            tile={tile}
            dense={dense}
            asOf={formatDay(model.asOf, locale)}
            comparisonLabel={
              model.comparisonRange &&
              formatShortRange(model.comparisonRange.start, model.comparisonRange.end, locale)
            }
            showDescription={hasRoomForDescription(grid.cardHeight, model.goal !== undefined)}
            onClick={drills && model.row ? () => drills(model.row!) : undefined}
          />
        ))}
      </div>
      {slider && (
        <Group h={SLIDER_BAR_HEIGHT} px="md" gap="md" wrap="nowrap" data-testid="card-factor">
          <Text size="xs" fw={600} c="dimmed">
            {text('factor')}
          </Text>
          <Slider
            style={{ flex: 1 }}
            min={FACTOR_SLIDER.min}
            max={FACTOR_SLIDER.max}
            step={FACTOR_SLIDER.step}
            value={factor}
            onChange={setFactor}
            label={signed}
            marks={[{ value: 0 }]}
            // The factor runs both ways from 0: a fill from -100 would read as a level.
            styles={{ bar: { display: 'none' } }}
            aria-label={text('factor')}
            size="sm"
          />
          <Text size="xs" fw={600} w={56} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {signed(factor)}
          </Text>
        </Group>
      )}
    </div>
  );
}
