import { IconGauge } from '@tabler/icons-react';
import { dataState } from '../../runtime/widget-sdk/slots.ts';
import { WidgetEmpty } from '../../runtime/widget-sdk/WidgetState.tsx';
import { formatValue } from '../../runtime/widget-sdk/format.ts';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { arcPath, gaugeFraction, gaugeModel, valueSize } from './gauge-model.ts';
import { gaugeText } from './gauge-messages.ts';

const TRACK = 'var(--mantine-color-gray-3)';
const VALUE = 'var(--mantine-color-blue-6)';

/** A dimmed, centred line of the gauge's SVG (target, scale ends). */
function Caption({
  x,
  y,
  size,
  children,
}: {
  x: number;
  y: number;
  size: number;
  children: string;
}) {
  return (
    <text x={x} y={y} textAnchor="middle" fontSize={size} fill="var(--mantine-color-dimmed)">
      {children}
    </text>
  );
}

/**
 * A gauge: the first row's measure as a half-circle arc over min…max, the coloured bands as
 * an outer ring, a mark at the target, and the value in large type under the arc.
 */
export function GaugeWidget(props: WidgetComponentProps) {
  const { params, data, locale, width, height } = props;
  const text = gaugeText(locale);
  const state = dataState(props, { icon: <IconGauge size={22} stroke={1.5} /> });
  if (state || !data) return state;
  const gauge = params.gauge ?? { value_field: data.columns[0] ?? '' };
  const model = gaugeModel(data.rows[0], gauge);
  if ('problem' in model) {
    return (
      <WidgetEmpty
        locale={locale}
        height={height}
        title={text('noValue')}
        hint={text('noValueHint', { field: model.field })}
      />
    );
  }
  const format = (value: number) =>
    gauge.format ? formatValue(value, gauge.format, locale) : value.toLocaleString(locale);
  const fraction = gaugeFraction(model, model.value);
  const targetAt = model.target === undefined ? undefined : gaugeFraction(model, model.target);
  const cx = 100;
  const cy = 96;
  const mark = (at: number, inner: number, outer: number) => {
    const angle = Math.PI * (1 - at);
    return {
      x1: cx + inner * Math.cos(angle),
      y1: cy - inner * Math.sin(angle),
      x2: cx + outer * Math.cos(angle),
      y2: cy - outer * Math.sin(angle),
    };
  };
  const size = Math.max(80, Math.min(width - 16, (height - 8) * 1.6));
  return (
    <div
      data-testid="gauge"
      data-value={model.value}
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%' }}
    >
      <svg
        role="img"
        aria-label={text('label', { value: format(model.value), max: format(model.max) })}
        viewBox="0 0 200 128"
        width={size}
        height={(size * 128) / 200}
      >
        <path d={arcPath(cx, cy, 70, 0, 1)} stroke={TRACK} strokeWidth={18} fill="none" />
        {model.bands.map((band) => (
          <path
            key={`${band.from}-${band.to}`}
            d={arcPath(cx, cy, 86, gaugeFraction(model, band.from), gaugeFraction(model, band.to))}
            stroke={band.color}
            strokeWidth={6}
            fill="none"
          >
            {band.label && <title>{band.label}</title>}
          </path>
        ))}
        {fraction > 0 && (
          <path
            data-testid="gauge-value-arc"
            d={arcPath(cx, cy, 70, 0, fraction)}
            stroke={model.current?.color ?? VALUE}
            strokeWidth={18}
            fill="none"
          />
        )}
        {targetAt !== undefined && model.target !== undefined && (
          <line
            {...mark(targetAt, 56, 92)}
            stroke="var(--mantine-color-dark-6)"
            strokeWidth={2.5}
            strokeLinecap="round"
          >
            <title>{text('target', { value: format(model.target) })}</title>
          </line>
        )}
        <text
          data-testid="gauge-value"
          x={cx}
          y={cy - 2}
          textAnchor="middle"
          fontSize={valueSize(format(model.value))}
          fontWeight={700}
          fill="var(--mantine-color-text)"
        >
          {format(model.value)}
        </text>
        {model.target !== undefined && (
          <Caption x={cx} y={cy + 14} size={10}>
            {text('target', { value: format(model.target) })}
          </Caption>
        )}
        <Caption x={30} y={cy + 16} size={9}>
          {format(model.min)}
        </Caption>
        <Caption x={170} y={cy + 16} size={9}>
          {format(model.max)}
        </Caption>
      </svg>
    </div>
  );
}
