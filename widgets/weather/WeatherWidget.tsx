import { Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCloud, IconDroplet, IconWind } from '@tabler/icons-react';
import { dataState } from '../../runtime/widget-sdk/slots.ts';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { conditionIcon } from './weather-icons.ts';
import { weatherText } from './weather-messages.ts';
import {
  dayName,
  temperature,
  weatherOutlook,
  wind,
  type TemperatureUnit,
  type WeatherDay,
} from './weather-model.ts';

function degrees(celsius: number | null, unit: TemperatureUnit): string {
  const value = temperature(celsius, unit);
  return value === null ? '–' : `${value}°`;
}

/**
 * Weather: one store's current day (condition icon, high and low, precipitation and wind) and
 * the outlook days after it, each with its day name in the reader's language. The query picks
 * the store (the first of the dashboard's store selection) and the days.
 */
export function WeatherWidget(props: WidgetComponentProps) {
  const { params, data, locale } = props;
  const text = weatherText(locale);
  const settings = params.weather ?? {};
  const unit: TemperatureUnit = settings.unit ?? 'celsius';
  const state = dataState(props, {
    title: params.placeholder ?? text('empty'),
    icon: <IconCloud size={22} stroke={1.5} />,
  });
  if (state || !data) return state;
  const weather = weatherOutlook(data.rows, settings, settings.days ?? 7);
  if (!weather) {
    return dataState({ ...props, data: { ...data, rows: [] } }, { title: text('empty') });
  }
  const { today } = weather;
  const current = conditionIcon(today.condition);
  const CurrentIcon = current.icon;
  const windUnit = unit === 'fahrenheit' ? 'mph' : 'km/h';
  return (
    <Stack gap="xs" p="sm" h="100%" data-testid="weather" data-unit={unit}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} truncate data-testid="weather-store">
            {weather.store}
          </Text>
          <Text size="xs" c="dimmed" truncate data-testid="weather-place">
            {weather.place}
          </Text>
        </div>
        <Text size="xs" c="dimmed" data-testid="weather-today-date" data-date={today.date}>
          {text('today')} · {dayName(today.date, locale, 'long')}
        </Text>
      </Group>
      <Group gap="md" wrap="nowrap" data-testid="weather-today" data-condition={today.condition}>
        <ThemeIcon size={56} radius="xl" variant="light" color={current.color}>
          <CurrentIcon size={40} stroke={1.5} aria-label={text(today.condition)} />
        </ThemeIcon>
        <div>
          <Text size="xl" fw={700} lh={1.1} data-testid="weather-today-high">
            {degrees(today.maxC, unit)}
          </Text>
          <Text size="sm" c="dimmed" data-testid="weather-today-low">
            {text('low', { value: degrees(today.minC, unit) })}
          </Text>
          <Text size="sm" data-testid="weather-today-condition">
            {text(today.condition)}
          </Text>
        </div>
        {settings.show_details !== false && (
          <Stack gap={2} ml="auto" data-testid="weather-details">
            <Group gap={4} wrap="nowrap">
              <IconDroplet size={14} />
              <Text size="xs" data-testid="weather-precip">
                {text('precipitation', { value: today.precipPct ?? '–' })}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconWind size={14} />
              <Text size="xs" data-testid="weather-wind">
                {text('wind', { value: wind(today.windKmh, unit) ?? '–', unit: windUnit })}
              </Text>
            </Group>
          </Stack>
        )}
      </Group>
      {weather.outlook.length > 0 && (
        <Group
          gap={4}
          grow
          wrap="nowrap"
          aria-label={text('outlook')}
          data-testid="weather-outlook"
          style={{ marginTop: 'auto' }}
        >
          {weather.outlook.map((day) => (
            <OutlookDay key={day.date} day={day} unit={unit} locale={locale} />
          ))}
        </Group>
      )}
    </Stack>
  );
}

function OutlookDay({
  day,
  unit,
  locale,
}: {
  day: WeatherDay;
  unit: TemperatureUnit;
  locale: string;
}) {
  const text = weatherText(locale);
  const { icon: DayIcon, color } = conditionIcon(day.condition);
  return (
    <Tooltip label={text(day.condition)} withinPortal>
      <Stack
        gap={0}
        align="center"
        data-testid="weather-day"
        data-date={day.date}
        data-condition={day.condition}
        style={{ minWidth: 0 }}
      >
        <Text size="xs" fw={600} data-testid="weather-day-name">
          {dayName(day.date, locale)}
        </Text>
        <ThemeIcon size={28} variant="transparent" color={color}>
          <DayIcon size={22} stroke={1.5} aria-label={text(day.condition)} />
        </ThemeIcon>
        <Text size="xs" fw={700} data-testid="weather-day-high">
          {degrees(day.maxC, unit)}
        </Text>
        <Text size="xs" c="dimmed" data-testid="weather-day-low">
          {degrees(day.minC, unit)}
        </Text>
      </Stack>
    </Tooltip>
  );
}
