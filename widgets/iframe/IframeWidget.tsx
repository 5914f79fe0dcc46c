import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconWorldWww } from '@tabler/icons-react';
import { useState } from 'react';
import { WidgetEmpty, WidgetError } from '../../runtime/widget-sdk/WidgetState.tsx';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { tenantFrameOrigins } from '../../runtime/widget-sdk/data.ts';
import { checkFrameUrl, configuredFrameOrigins, frameSandbox } from './frame-policy.ts';
import { iframeText } from './iframe-messages.ts';
import { localizeText } from '../../runtime/core/format/localized-text.ts';

function pageUrl(): string {
  return typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
}

/**
 * A page of this site (or an allow-listed one) in a sandboxed frame, with a loading state
 * until it loads. The url comes from props, so the container's auto-refresh (url cleared,
 * then set again after 50 ms) reloads the frame; while the url is '' the loading state shows,
 * while the widget has no url at all the empty state does.
 */
export function IframeWidget({ widget, params, locale, height }: WidgetComponentProps) {
  const text = iframeText(locale);
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const refreshing = widget.url === '';
  const check = checkFrameUrl(widget.url, pageUrl(), [
    ...configuredFrameOrigins(),
    ...tenantFrameOrigins(),
  ]);

  if (!check.ok && !refreshing) {
    if (check.reason === 'missing') {
      return (
        <WidgetEmpty
          locale={locale}
          height={height}
          icon={<IconWorldWww size={22} stroke={1.5} />}
          title={text('missing')}
          hint={text('missingHint')}
        />
      );
    }
    const blocked = check.reason === 'origin';
    return (
      <Stack h="100%" gap={0} data-testid="iframe-blocked">
        <WidgetError
          locale={locale}
          height={height}
          title={text(blocked ? 'blocked' : 'invalid')}
          message={
            blocked
              ? text('blockedHint', { origin: check.origin })
              : text('invalidHint', { url: widget.url })
          }
        />
        {blocked && widget.url && (
          <Center pb="md">
            <Anchor href={widget.url} target="_blank" rel="noopener noreferrer" size="xs">
              <IconExternalLink size={12} /> {text('openInTab')}
            </Anchor>
          </Center>
        )}
      </Stack>
    );
  }

  const src = check.ok ? check.src : undefined;
  const frame = params.frame ?? {};
  const loaded = src !== undefined && loadedSrc === src;
  return (
    <div
      style={{ position: 'relative', width: '100%', height: '100%' }}
      data-testid="iframe-widget"
    >
      {src && (
        <iframe
          // A new element per address: the load state and history start over.
          key={src}
          src={src}
          title={localizeText(widget.title, locale)}
          sandbox={frameSandbox(frame.sandbox)}
          allow={frame.allow}
          allowFullScreen={frame.allowfullscreen ?? false}
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
          onLoad={() => setLoadedSrc(src)}
          style={{
            display: 'block',
            width: '100%',
            height: '100%',
            border: 0,
            overflow: frame.scrolling === false ? 'hidden' : undefined,
            visibility: loaded ? 'visible' : 'hidden',
          }}
          scrolling={frame.scrolling === false ? 'no' : undefined}
        />
      )}
      {!loaded && (
        <Center
          data-testid="widget-state-loading"
          role="status"
          aria-busy="true"
          style={{ position: 'absolute', inset: 0 }}
        >
          <Stack align="center" gap={6}>
            <Loader size="sm" type="dots" />
            <Text size="xs" c="dimmed">
              {text('loading')}
            </Text>
          </Stack>
        </Center>
      )}
    </div>
  );
}
