import { IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { checkContentUrl, pageUrl, tenantContentOrigins } from '../../runtime/widget-sdk/data.ts';
import { dataState } from '../../runtime/widget-sdk/slots.ts';
import { WidgetEmpty } from '../../runtime/widget-sdk/WidgetState.tsx';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { photoText } from './photo-messages.ts';
import { photosOf, type Photo, type PhotosParams } from './photos.ts';

/**
 * The pictures of a feed or gallery widget, or the state to show instead (error, loading, no
 * rows, no allowed picture). Addresses pass the tenant's image policy (content-url.ts).
 */
export function widgetPhotos(
  props: WidgetComponentProps,
): { photos: Photo[]; blocked: number; settings: PhotosParams } | { state: ReactNode } {
  const { params, data, locale, height } = props;
  const icon = <IconPhoto size={22} stroke={1.5} />;
  const state = dataState(props, { icon });
  if (state || !data) return { state };
  const settings = params.photos ?? { image_field: data.columns[0] ?? '' };
  const origins = tenantContentOrigins();
  const page = pageUrl();
  const { photos, blocked } = photosOf(data.rows, settings, (url) => {
    const check = checkContentUrl(url, page, origins, 'image');
    return check.ok ? check.href : undefined;
  });
  if (photos.length === 0) {
    const text = photoText(locale);
    return {
      state: (
        <WidgetEmpty
          locale={locale}
          height={height}
          icon={icon}
          title={text('noPhotos')}
          hint={text('noPhotosHint', { field: settings.image_field })}
        />
      ),
    };
  }
  return { photos, blocked, settings };
}
