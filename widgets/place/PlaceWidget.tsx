import { Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useMemo } from 'react';
import { dataState } from '../../runtime/widget-sdk/slots.ts';
import { WidgetEmpty } from '../../runtime/widget-sdk/WidgetState.tsx';
import { MapFailure } from '../us-map/MapFailure.tsx';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { useUsMap } from '../us-map/useUsMap.ts';
import { placeText } from './place-messages.ts';
import { DEFAULT_FIELDS, locationOf, zoomOf } from './place-model.ts';

const DEFAULT_COLOR = '#e03131';
/** Height of the caption under the map (name, address). */
const CAPTION_HEIGHT = 44;

/**
 * Place: one location as a pin on the US states (bundled topojson, no tile server), the map
 * opened on it at params.place.zoom; wheel zooms about the pointer, drag pans, a hover gives
 * the name and address, which the caption under the map also shows. The location is the
 * query's first row (dashboard filters narrow it like any widget's) or, with no query, the
 * coordinates written in the params.
 */
export function PlaceWidget(props: WidgetComponentProps) {
  const { params, data, locale, width, height, widget } = props;
  const text = placeText(locale);
  const settings = params.place;
  const hasQuery = Boolean(widget.query_slug?.slug);
  const location = useMemo(
    () =>
      hasQuery
        ? data?.rows[0]
          ? locationOf(data.rows[0], settings)
          : undefined
        : locationOf(undefined, settings),
    [hasQuery, data, settings],
  );
  const mapHeight = Math.max(0, height - CAPTION_HEIGHT);
  const load = useMemo(() => {
    if (!location || width <= 0 || mapHeight <= 0) return undefined;
    const zoom = zoomOf(settings);
    const color = settings?.color ?? DEFAULT_COLOR;
    const addressTitle = text('address');
    // vega makes the spec's description the map's aria-label.
    const description = text('label', { name: location.name || text('unnamed') });
    return async () => {
      const { placeSpec } = await import('./place-spec.ts');
      return (states: unknown) =>
        placeSpec({
          location,
          states,
          width,
          height: mapHeight,
          zoom,
          color,
          addressTitle,
          description,
        });
    };
  }, [location, settings, width, mapHeight, text]);
  const { ref, failure } = useUsMap(load, locale);

  const state = hasQuery ? dataState(props, { icon: <IconMapPin size={22} stroke={1.5} /> }) : null;
  if (state) return state;
  if (!location) {
    return (
      <WidgetEmpty
        locale={locale}
        height={height}
        icon={<IconMapPin size={22} stroke={1.5} />}
        title={params.placeholder ?? text('noPlace')}
        hint={
          hasQuery
            ? text('noPlaceHint', {
                lat: settings?.latitude_field ?? DEFAULT_FIELDS.latitude_field,
                lon: settings?.longitude_field ?? DEFAULT_FIELDS.longitude_field,
              })
            : text('noParams')
        }
      />
    );
  }
  if (failure) return <MapFailure locale={locale} height={height} message={failure} />;
  const name = location.name || text('unnamed');
  return (
    <div style={{ width, height }} data-testid="place">
      <div
        ref={ref}
        data-testid="place-map"
        style={{ width, height: mapHeight, touchAction: 'none' }}
      />
      <div style={{ height: CAPTION_HEIGHT, padding: '2px 10px', overflow: 'hidden' }}>
        <Text size="sm" fw={600} truncate="end" data-testid="place-name" title={name}>
          {name}
        </Text>
        {location.address && (
          <Text
            size="xs"
            c="dimmed"
            truncate="end"
            data-testid="place-address"
            title={location.address}
          >
            {location.address}
          </Text>
        )}
      </div>
    </div>
  );
}
