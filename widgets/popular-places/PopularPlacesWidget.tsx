import { IconMapPin } from '@tabler/icons-react';
import { useMemo } from 'react';
import { dataState } from '../../runtime/widget-sdk/slots.ts';
import { WidgetEmpty } from '../../runtime/widget-sdk/WidgetState.tsx';
import { MapFailure } from '../us-map/MapFailure.tsx';
import { formatValue } from '../../runtime/widget-sdk/format.ts';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { popularPlacesText } from './popular-places-messages.ts';
import { topPlaces } from './popular-places-model.ts';
import { useUsMap } from '../us-map/useUsMap.ts';
import { valueTitleOf } from '../us-map/us-map-model.ts';

const DEFAULT_COLOR = '#1c7ed6';

/**
 * Popular places: the top-N rows by a measure as circles sized by it, on the US states drawn
 * by vega (albersUsa) from bundled topojson: no tile server. Wheel zooms, drag pans, a hover
 * shows the place's name and value.
 */
export function PopularPlacesWidget(props: WidgetComponentProps) {
  const { params, data, locale, width, height } = props;
  const text = popularPlacesText(locale);
  const settings = params.popularPlaces;
  const places = useMemo(
    () => (settings && data ? topPlaces(data.rows, settings) : []),
    [settings, data],
  );
  // vega and the states load with the first map on screen (us-map-draw.ts is a chunk).
  const load = useMemo(() => {
    if (!settings || places.length === 0 || width <= 0 || height <= 0) return undefined;
    const format = (value: number) =>
      settings.format ? formatValue(value, settings.format, locale) : value.toLocaleString(locale);
    const valueTitle = valueTitleOf(settings, locale);
    // vega makes the spec's description the map's aria-label.
    const description = text('label', { count: places.length, value: valueTitle });
    return async () => {
      const { mapSpec } = await import('./map-spec.ts');
      return (states: unknown) =>
        mapSpec({
          places,
          states,
          width,
          height,
          color: settings.color ?? DEFAULT_COLOR,
          format,
          valueTitle,
          description,
        });
    };
  }, [places, settings, width, height, locale, text]);
  const { ref: element, failure } = useUsMap(load, locale);

  const state = dataState(props, { icon: <IconMapPin size={22} stroke={1.5} /> });
  if (state || !data) return state;
  if (!settings || places.length === 0) {
    return (
      <WidgetEmpty
        locale={locale}
        height={height}
        title={text('noPlaces')}
        hint={text('noPlacesHint', {
          value: settings?.value_field ?? '',
          lat: settings?.latitude_field ?? '',
          lon: settings?.longitude_field ?? '',
        })}
      />
    );
  }
  if (failure) return <MapFailure locale={locale} height={height} message={failure} />;
  return (
    <div
      ref={element}
      data-testid="popular-places-map"
      data-places={places.length}
      style={{ width, height, touchAction: 'none' }}
    />
  );
}
