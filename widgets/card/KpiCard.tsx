import { Group, Progress, Text, ThemeIcon } from '@mantine/core';
import { useHoverTip } from '../../runtime/widget-sdk/tooltips.ts';
import type { CSSProperties } from 'react';
import type { WidgetText } from '../../runtime/widget-sdk/widget-text.ts';
import classes from './card.module.css';
import type { CardModel } from './card-model.ts';
import { cardIconElement } from './card-icons.ts';
import type { cardText } from './card-messages.ts';
import { Sparkline } from './Sparkline.tsx';

type CardTextKey = Parameters<ReturnType<typeof cardText>>[0];

/** Props of {@link KpiCard}. */
export interface KpiCardProps {
  model: CardModel;
  /** Accent colour when the card has none (the widget's colour or the theme's). */
  accent: string;
  text: WidgetText<CardTextKey>;
  /** Draw as a bordered tile (several cards) instead of filling the widget body. */
  tile: boolean;
  /** Short card: tighter spacing and a smaller value. */
  dense: boolean;
  /** Room for the description line. */
  showDescription: boolean;
  /** The latest date of a trend, formatted. */
  asOf?: string;
  /** The date filter's comparison range, formatted short ('Oct 1 – Oct 14'). */
  comparisonLabel?: string;
  onClick?: () => void;
}

const UP = 'var(--mantine-color-green-7)';
const DOWN = 'var(--mantine-color-red-7)';
const FLAT = 'var(--mantine-color-dimmed)';

function DeltaLine({ model, text }: Pick<KpiCardProps, 'model' | 'text'>) {
  const { delta, previous } = model;
  if (!delta || !previous) return null;
  const arrow = delta.direction === 'up' ? '▲' : delta.direction === 'down' ? '▼' : '●';
  const color = delta.direction === 'up' ? UP : delta.direction === 'down' ? DOWN : FLAT;
  const label =
    delta.direction === 'flat'
      ? text('unchanged', { previous: previous.display })
      : text(delta.direction === 'up' ? 'changeUp' : 'changeDown', {
          percent: delta.display || '—',
          previous: previous.display,
        });
  return (
    <Text
      size="xs"
      className={classes.line}
      aria-label={label}
      title={label}
      data-testid="card-delta"
      data-direction={delta.direction}
      data-previous={previous.value}
      data-source={model.previousSource}
    >
      <span style={{ color, fontWeight: 600 }} aria-hidden>
        {arrow} {delta.display}
      </span>{' '}
      <span style={{ color: 'var(--mantine-color-dimmed)' }} aria-hidden>
        {text('vs', { value: previous.display })}
      </span>
    </Text>
  );
}

/**
 * One KPI: title with its icon, the value (sized to the card's width), the change against
 * the comparison period, a sparkline for trends and a goal bar.
 */
export function KpiCard(props: KpiCardProps) {
  const { model, accent, text, tile, dense, showDescription, asOf, comparisonLabel, onClick } =
    props;
  const color = model.card.color ?? accent;
  const icon = cardIconElement(model.card.icon, dense ? 14 : 16);
  const { goal, series } = model;
  // The goal's tooltip: the toolbars' shared one (a Mantine Tooltip per card cost ~10 ms of
  // each card's first render), mounted only while the goal is hovered or focused.
  const tip = useHoverTip();
  const className = [
    classes.card,
    tile && classes.tile,
    dense && classes.dense,
    onClick && classes.clickable,
  ]
    .filter(Boolean)
    .join(' ');
  const body = (
    <>
      <Group gap={8} wrap="nowrap" miw={0}>
        {icon && (
          <ThemeIcon size={dense ? 22 : 26} radius="md" variant="light" color={color} aria-hidden>
            {icon}
          </ThemeIcon>
        )}
        <Text
          size="xs"
          fw={700}
          c="dimmed"
          tt="uppercase"
          className={classes.line}
          style={{ letterSpacing: 0.3 }}
          data-testid="card-title"
        >
          {model.title}
        </Text>
      </Group>
      <div className={classes.valueRow}>
        <div
          className={`${classes.value} ${series ? classes.besideSpark : ''}`}
          data-testid="card-value"
          // The figure's font follows the card's width and the figure's length, so a long
          // value gets smaller instead of losing its last digits (card.module.css).
          style={{ '--value-chars': Math.max(4, model.display.length) } as CSSProperties}
          title={model.display}
        >
          {model.display}
        </div>
        {series && (
          <div className={classes.spark}>
            <Sparkline
              values={series}
              color={color}
              height={dense ? 26 : 32}
              label={text('trend', { title: model.title, count: series.length })}
            />
          </div>
        )}
      </div>
      <DeltaLine model={model} text={text} />
      {!model.delta && asOf && (
        <Text size="xs" c="dimmed" className={classes.line}>
          {text('asOf', { date: asOf })}
        </Text>
      )}
      {model.comparisonRange ? (
        // The date filter's comparison replaces what the description says it compares with.
        <Text
          size="xs"
          c="dimmed"
          className={classes.line}
          data-testid="card-comparison-range"
          data-start={model.comparisonRange.start}
          data-end={model.comparisonRange.end}
          title={text('comparedWith', {
            range: `${model.comparisonRange.start} – ${model.comparisonRange.end}`,
          })}
        >
          {comparisonLabel}
        </Text>
      ) : (
        model.description &&
        showDescription && (
          <Text size="xs" c="dimmed" truncate>
            {model.description}
          </Text>
        )
      )}
      {goal && (
        // The goal's figure beside its bar, not beside the title: a narrow card keeps its title.
        <div className={classes.goalRow}>
          <Progress
            className={classes.goalBar}
            value={goal.progress.fill}
            size={4}
            radius="xl"
            // No easing of the width: a width transition is drawn on the main thread, a layout
            // and a repaint of the page at every frame for its 100 ms, just when a filter's
            // answers arrive for every other widget.
            transitionDuration={0}
            color={goal.progress.reached ? 'green.6' : color}
            aria-label={text('goal', { goal: goal.display })}
          />
          <Text
            size="xs"
            fw={600}
            c={goal.progress.reached ? 'green.7' : 'dimmed'}
            style={{ whiteSpace: 'nowrap' }}
            data-testid="card-goal"
            data-tip={text('goal', { goal: goal.display })}
          >
            {goal.progress.reached
              ? text('goalReached')
              : text('ofGoal', { ratio: goal.ratioDisplay })}
          </Text>
        </div>
      )}
    </>
  );
  const common = {
    className,
    style: { '--card-color': color } as CSSProperties,
    // Without room for the description it still shows on hover.
    title: model.description && !showDescription ? model.description : undefined,
    'data-testid': 'kpi-card',
    'data-variant': model.variant,
    ...tip.handlers,
  };
  return onClick ? (
    <button type="button" onClick={onClick} {...common}>
      {body}
      {tip.element}
    </button>
  ) : (
    <div {...common}>
      {body}
      {tip.element}
    </div>
  );
}
