import { ActionIcon, Group, Text } from '@mantine/core';
import { IconClock, IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { formatValue } from '../../runtime/widget-sdk/format.ts';
import { dataState } from '../../runtime/widget-sdk/slots.ts';
import { useHoverTip } from '../../runtime/widget-sdk/tooltips.ts';
import { WidgetEmpty } from '../../runtime/widget-sdk/WidgetState.tsx';
import { MapFailure } from '../us-map/MapFailure.tsx';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { useUsMap } from '../us-map/useUsMap.ts';
import { trafficText } from './traffic-messages.ts';
import { firstHour, hourLabel, HOURS, stepHour, trafficOf } from './traffic-model.ts';
import { valueTitleOf } from '../us-map/us-map-model.ts';

const DEFAULT_COLOR = '#f76707';
/** Height of the hour controls under the map: the current hour, the strip, its ticks. */
const CONTROLS_HEIGHT = 70;
/** How long each hour stays on screen while the day plays. */
const PLAY_STEP_MS = 900;

/**
 * Traffic: visits by location and hour. The map (US states, bundled, no tile server) shows
 * one circle per location sized by its visits in the chosen hour, on one scale for the whole
 * day; under it an hour strip shades each hour by the day's total visits. A click on the
 * strip (or ← → on it) picks the hour, the play button walks through the day; wheel zooms,
 * drag pans, a hover gives a location's visits, share of its day and busiest hour.
 */
export function TrafficWidget(props: WidgetComponentProps) {
  const { params, data, locale, width, height } = props;
  const text = trafficText(locale);
  const settings = params.traffic;
  const traffic = useMemo(
    () => (settings && data ? trafficOf(data.rows, settings) : undefined),
    [settings, data],
  );
  const opening = traffic && settings ? firstHour(settings, traffic) : 0;
  const [chosen, setChosen] = useState<number>();
  const hour = chosen ?? opening;
  const [playing, setPlaying] = useState(false);
  const tip = useHoverTip();
  const mapHeight = Math.max(0, height - CONTROLS_HEIGHT);
  const format = useMemo(() => {
    const name = settings?.format;
    return (value: number) =>
      name ? formatValue(value, name, locale) : Math.round(value).toLocaleString(locale);
  }, [settings?.format, locale]);
  const valueTitle = settings ? valueTitleOf(settings, locale) : '';
  const color = settings?.color ?? DEFAULT_COLOR;

  // The spec opens on the hour chosen when it is drawn; later hours go to its `hour` signal.
  const load = useMemo(() => {
    if (!traffic || traffic.locations === 0 || width <= 0 || mapHeight <= 0) return undefined;
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const titles = {
      value: valueTitle,
      hour: text('hour'),
      share: text('share'),
      peak: text('peak'),
    };
    // vega makes the spec's description the map's aria-label.
    const description = text('label', { value: valueTitle, count: traffic.locations });
    return async () => {
      const { trafficSpec } = await import('./traffic-spec.ts');
      return (states: unknown) =>
        trafficSpec({
          traffic,
          hour: opening,
          states,
          width,
          height: mapHeight,
          color,
          format,
          hourText: (h) => hourLabel(h, locale),
          percent: (share) => percent.format(share),
          titles,
          description,
        });
    };
  }, [traffic, width, mapHeight, color, format, locale, opening, text, valueTitle]);
  const { ref, failure, view } = useUsMap(load, locale);

  useEffect(() => {
    if (view && view.signal('hour') !== hour) void view.signal('hour', hour).runAsync();
  }, [view, hour]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setChosen((h) => stepHour(h ?? opening, 1)), PLAY_STEP_MS);
    return () => clearInterval(timer);
  }, [playing, opening]);

  const state = dataState(props, { icon: <IconClock size={22} stroke={1.5} /> });
  if (state || !data) return state;
  if (!settings || !traffic || traffic.locations === 0) {
    return (
      <WidgetEmpty
        locale={locale}
        height={height}
        icon={<IconClock size={22} stroke={1.5} />}
        title={params.placeholder ?? text('noTraffic')}
        hint={text('noTrafficHint', {
          hour: settings?.hour_field ?? '',
          value: settings?.value_field ?? '',
          lat: settings?.latitude_field ?? '',
          lon: settings?.longitude_field ?? '',
        })}
      />
    );
  }
  if (failure) return <MapFailure locale={locale} height={height} message={failure} />;
  const busiest = Math.max(...traffic.hourTotals, 1);
  const pick = (next: number) => {
    setPlaying(false);
    setChosen(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = stepHour(hour, step);
    pick(next);
    // The radio group's focus follows the checked hour.
    const group = event.currentTarget;
    requestAnimationFrame(() =>
      group.querySelector<HTMLElement>(`[data-testid="traffic-hour-${next}"]`)?.focus(),
    );
  };
  const hourText = hourLabel(hour, locale);
  return (
    <div style={{ width, height }} data-testid="traffic" data-hour={hour}>
      <div
        ref={ref}
        data-testid="traffic-map"
        style={{ width, height: mapHeight, touchAction: 'none' }}
      />
      <div style={{ height: CONTROLS_HEIGHT, padding: '4px 10px 0' }} {...tip.handlers}>
        <Group gap={8} wrap="nowrap" h={24}>
          <ActionIcon
            size="sm"
            variant="light"
            color="gray"
            aria-label={playing ? text('pause') : text('play')}
            data-tip={playing ? text('pause') : text('play')}
            data-testid="traffic-play"
            onClick={() => setPlaying((on) => !on)}
          >
            {playing ? <IconPlayerPauseFilled size={14} /> : <IconPlayerPlayFilled size={14} />}
          </ActionIcon>
          <Text size="sm" fw={600} truncate="end" data-testid="traffic-current">
            {text('current', {
              hour: hourText,
              total: format(traffic.hourTotals[hour] ?? 0),
              value: valueTitle.toLowerCase(),
            })}
          </Text>
        </Group>
        <div
          role="radiogroup"
          aria-label={text('hours')}
          onKeyDown={onKeyDown}
          style={{ display: 'flex', gap: 1, height: 20, marginTop: 4 }}
        >
          {traffic.hourTotals.map((total, h) => (
            <button
              key={h}
              type="button"
              role="radio"
              aria-checked={h === hour}
              tabIndex={h === hour ? 0 : -1}
              aria-label={text('hourTotal', { hour: hourLabel(h, locale), total: format(total) })}
              data-tip={text('hourTotal', { hour: hourLabel(h, locale), total: format(total) })}
              data-testid={`traffic-hour-${h}`}
              onClick={() => pick(h)}
              style={{
                flex: 1,
                minWidth: 0,
                padding: 0,
                border: h === hour ? '2px solid #212529' : '1px solid #dee2e6',
                borderRadius: 2,
                cursor: 'pointer',
                background: color,
                opacity: 0.12 + (0.88 * total) / busiest,
              }}
            />
          ))}
        </div>
        <div style={{ display: 'flex', marginTop: 2 }} aria-hidden>
          {Array.from({ length: HOURS }, (_, h) => (
            <Text
              key={h}
              size="10px"
              c="dimmed"
              style={{ flex: 1, minWidth: 0, overflow: 'visible', whiteSpace: 'nowrap' }}
            >
              {h % 6 === 0 ? hourLabel(h, locale, true) : ''}
            </Text>
          ))}
        </div>
      </div>
      {tip.element}
    </div>
  );
}
