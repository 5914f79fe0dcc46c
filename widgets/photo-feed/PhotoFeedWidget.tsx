import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { photoText } from './photo-messages.ts';
import { PhotoImage } from './PhotoImage.tsx';
import { pageSizeOf, shownCount } from './photos.ts';
import { widgetPhotos } from './use-photos.tsx';

/**
 * Photo feed: the query's pictures one under another in the query's (chronological) order,
 * each with its title, date and caption. It shows a page of them and adds the next page when
 * the reader scrolls to the end (infinite scroll).
 */
export function PhotoFeedWidget(props: WidgetComponentProps) {
  const { locale, onDrilldown } = props;
  const text = photoText(locale);
  const [pages, setPages] = useState(1);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const result = widgetPhotos(props);
  const photos = 'photos' in result ? result.photos : [];
  const size = pageSizeOf('settings' in result ? result.settings : undefined);
  const shown = shownCount(pages, size, photos.length);
  const more = shown < photos.length;

  useEffect(() => {
    const root = scroller.current;
    const end = sentinel.current;
    if (!root || !end || !more) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setPages((n) => n + 1);
      },
      { root, rootMargin: '0px 0px 120px 0px' },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [more, shown]);

  if ('state' in result) return result.state;
  return (
    <div
      ref={scroller}
      data-testid="photo-feed"
      data-shown={shown}
      style={{ height: '100%', overflowY: 'auto' }}
    >
      <Stack gap="md" p="sm">
        {result.blocked > 0 && (
          <Text size="xs" c="orange">
            {text('blocked', { count: result.blocked })}
          </Text>
        )}
        {photos.slice(0, shown).map((photo, index) => (
          <figure
            key={`${photo.href}-${index}`}
            data-testid="photo-feed-item"
            style={{ margin: 0, cursor: onDrilldown ? 'pointer' : undefined }}
            onClick={onDrilldown ? () => onDrilldown(photo.row) : undefined}
          >
            {(photo.title || photo.date) && (
              <Text size="sm" fw={600} mb={4}>
                {photo.title}
                {photo.date && (
                  <Text span size="xs" c="dimmed" ml={8} fw={400}>
                    {photo.date}
                  </Text>
                )}
              </Text>
            )}
            <PhotoImage
              href={photo.href}
              alt={photo.caption || photo.title}
              locale={locale}
              style={{ width: '100%', aspectRatio: '4 / 3', borderRadius: 6 }}
            />
            {photo.caption && (
              <Text component="figcaption" size="xs" c="dimmed" mt={4}>
                {photo.caption}
              </Text>
            )}
          </figure>
        ))}
        <div ref={sentinel} style={{ minHeight: 1 }}>
          {more ? (
            <Loader size="xs" aria-label={text('loadingMore')} />
          ) : (
            <Text size="xs" c="dimmed" ta="center">
              {text('end', { count: photos.length })}
            </Text>
          )}
        </div>
      </Stack>
    </div>
  );
}
