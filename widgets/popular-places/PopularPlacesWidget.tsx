import { IconMapPin } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { dataState } from '../../runtime/widget-sdk/slots.ts';
import { WidgetEmpty, WidgetError } from '../../runtime/widget-sdk/WidgetState.tsx';
import { formatValue } from '../../runtime/widget-sdk/format.ts';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { humanizeColumn } from '../table/humanize.ts';
import { popularPlacesText } from './popular-places-messages.ts';
import { topPlaces } from './popular-places-model.ts';

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
  const element = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string>();
  const places = useMemo(
    () => (settings && data ? topPlaces(data.rows, settings) : []),
    [settings, data],
  );
  useEffect(() => {
    const target = element.current;
    if (!target || !settings || places.length === 0 || width <= 0 || height <= 0) return;
    let cancelled = false;
    let cleanup: (() => void) | undefined;
    const format = (value: number) =>
      settings.format ? formatValue(value, settings.format, locale) : value.toLocaleString(locale);
    // vega and the states load with the first map on screen (map-draw.ts is a chunk of its own).
    void import('./map-draw.ts')
      .then(async ({ drawPlacesMap }) => {
        if (cancelled) return;
        const remove = await drawPlacesMap(
          target,
          {
            places,
            width,
            height,
            color: settings.color ?? DEFAULT_COLOR,
            format,
            valueTitle: humanizeColumn(settings.value_field),
          },
          locale,
        );
        if (cancelled) {
          remove();
          return;
        }
        setFailure(undefined);
        cleanup = remove;
      })
      .catch((error: unknown) => {
        if (!cancelled) setFailure(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [places, settings, width, height, locale]);

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
  if (failure) {
    return (
      <WidgetError
        locale={locale}
        height={height}
        message={text('mapFailed', { message: failure })}
      />
    );
  }
  return (
    <div
      ref={element}
      data-testid="popular-places-map"
      data-places={places.length}
      role="img"
      aria-label={text('label', {
        count: places.length,
        value: humanizeColumn(settings.value_field),
      })}
      style={{ width, height, touchAction: 'none' }}
    />
  );
}
