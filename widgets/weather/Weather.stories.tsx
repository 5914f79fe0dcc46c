import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import type { Widget } from '../../schemas/generated/index.ts';
import { WeatherWidget } from './WeatherWidget.tsx';

const widget = (unit: 'celsius' | 'fahrenheit'): Widget => ({
  title: 'Weather',
  classbase: 'weather',
  params: { weather: { unit, days: 7 } },
});
const conditions = ['snow', 'cloudy', 'partly_cloudy', 'sunny', 'rain', 'storm', 'sunny', 'cloudy'];
const rows = conditions.map((condition, i) => ({
  store_name: 'Acme Denver',
  city_line: 'Denver, CO',
  weather_date: `2026-11-${String(14 + i).padStart(2, '0')}`,
  temp_min_c: -3 + i,
  temp_max_c: 4 + i * 1.5,
  condition,
  precip_pct: 20 + i * 8,
  wind_kmh: 12 + i,
}));
const meta: Meta = { title: 'Widgets/Weather' };
export default meta;
const frame = (
  unit: 'celsius' | 'fahrenheit',
  extra: Omit<Parameters<typeof storyProps>[1], 'width' | 'height'>,
) => (
  <WidgetStoryFrame title="Weather" width={520} height={300}>
    <WeatherWidget {...storyProps(widget(unit), { width: 520, height: 300, ...extra })} />
  </WidgetStoryFrame>
);
export const Celsius: StoryObj = { render: () => frame('celsius', { rows }) };
export const Fahrenheit: StoryObj = { render: () => frame('fahrenheit', { rows }) };
export const Empty: StoryObj = { render: () => frame('celsius', { rows: [] }) };
export const Loading: StoryObj = { render: () => frame('celsius', { loading: true }) };
export const Failed: StoryObj = { render: () => frame('celsius', { error: 'Query failed' }) };
