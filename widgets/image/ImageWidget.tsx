import { Skeleton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { WidgetEmpty, WidgetError } from '../../runtime/widget-sdk/WidgetState.tsx';
import { checkContentUrl, pageUrl, tenantContentOrigins } from '../../runtime/widget-sdk/data.ts';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { imageText } from './image-messages.ts';
import { localizeText } from '../../runtime/core/format/localized-text.ts';

type LoadState = { src: string; status: 'loaded' | 'failed' };

/**
 * An image (`url`, e.g. /api/v2/services/images/{id}) scaled to fit its cell without
 * cropping, with a skeleton while it loads and an error state when it cannot. Only http(s)
 * images of this site or the tenant's `security.content_origins` (and inline raster data:
 * images) load; any other address shows why instead (content-url.ts).
 */
export function ImageWidget({ widget, locale, height, reload }: WidgetComponentProps) {
  const text = imageText(locale);
  // Keyed by address, so a new url starts loading again without resetting state in an effect.
  const [state, setState] = useState<LoadState>();
  const src = widget.url?.trim() ?? '';
  const status = state?.src === src ? state.status : 'loading';

  if (src === '') {
    return (
      <WidgetEmpty
        locale={locale}
        height={height}
        icon={<IconPhoto size={22} stroke={1.5} />}
        title={text('missing')}
        hint={text('missingHint')}
      />
    );
  }
  const check = checkContentUrl(src, pageUrl(), tenantContentOrigins(), 'image');
  if (!check.ok) {
    return (
      <WidgetError
        locale={locale}
        height={height}
        title={text('blocked')}
        message={text('blockedHint', { url: src })}
      />
    );
  }
  if (status === 'failed') {
    return (
      <WidgetError
        locale={locale}
        height={height}
        title={text('error')}
        message={src}
        onRetry={() => {
          setState(undefined);
          reload();
        }}
      />
    );
  }
  return (
    <div style={{ position: 'relative', width: '100%', height: '100%' }} data-testid="image-widget">
      {status === 'loading' && (
        <Skeleton
          data-testid="widget-state-loading"
          role="status"
          aria-label={text('loading')}
          style={{ position: 'absolute', inset: 0 }}
          radius={0}
        />
      )}
      <img
        key={src}
        src={check.href}
        alt={localizeText(widget.title, locale)}
        decoding="async"
        onLoad={() => setState({ src, status: 'loaded' })}
        onError={() => setState({ src, status: 'failed' })}
        style={{
          display: 'block',
          width: '100%',
          height: '100%',
          objectFit: 'contain',
          opacity: status === 'loaded' ? 1 : 0,
          transition: 'opacity 150ms ease',
        }}
      />
    </div>
  );
}
