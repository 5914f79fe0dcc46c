import { ActionIcon, Group, Modal, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { localizeText } from '../../runtime/widget-sdk/format.ts';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { photoText } from '../photo-feed/photo-messages.ts';
import { PhotoImage } from '../photo-feed/PhotoImage.tsx';
import { wrapIndex } from '../photo-feed/photos.ts';
import { widgetPhotos } from '../photo-feed/use-photos.tsx';

/**
 * Photo gallery: the query's pictures as a grid of thumbnails; a click opens the lightbox,
 * where ← and → (or the buttons) step through them, wrapping around, and Esc closes it.
 */
export function PhotoGalleryWidget(props: WidgetComponentProps) {
  const { widget, locale } = props;
  const text = photoText(locale);
  const [open, setOpen] = useState<number>();
  const result = widgetPhotos(props);
  const photos = 'photos' in result ? result.photos : [];
  const count = photos.length;

  useEffect(() => {
    if (open === undefined) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') setOpen((index) => wrapIndex(index ?? 0, -1, count));
      else if (event.key === 'ArrowRight') setOpen((index) => wrapIndex(index ?? 0, 1, count));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, count]);

  if ('state' in result) return result.state;
  const current = open === undefined ? undefined : photos[open];
  return (
    <div data-testid="photo-gallery" style={{ height: '100%', overflowY: 'auto', padding: 8 }}>
      {result.blocked > 0 && (
        <Text size="xs" c="orange" mb={6}>
          {text('blocked', { count: result.blocked })}
        </Text>
      )}
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
          gap: 6,
        }}
      >
        {photos.map((photo, index) => (
          <UnstyledButton
            key={`${photo.href}-${index}`}
            data-testid="photo-gallery-thumb"
            aria-label={text('open', { index: index + 1, caption: photo.caption || photo.title })}
            onClick={() => setOpen(index)}
            style={{ borderRadius: 4, overflow: 'hidden' }}
          >
            <PhotoImage
              href={photo.href}
              alt={photo.caption || photo.title}
              locale={locale}
              style={{ width: '100%', aspectRatio: '4 / 3' }}
            />
          </UnstyledButton>
        ))}
      </div>
      <Modal
        opened={current !== undefined}
        onClose={() => setOpen(undefined)}
        size="xl"
        centered
        title={localizeText(widget.title, locale)}
        closeButtonProps={{ 'aria-label': text('close') }}
        data-testid="photo-lightbox"
      >
        {current && open !== undefined && (
          <div data-testid="photo-lightbox-body" data-index={open}>
            <PhotoImage
              key={current.href}
              href={current.href}
              alt={current.caption || current.title}
              locale={locale}
              fit="contain"
              style={{ width: '100%', maxHeight: '65vh', aspectRatio: '4 / 3' }}
            />
            <Group justify="space-between" mt="sm" wrap="nowrap">
              <ActionIcon
                variant="light"
                aria-label={text('previous')}
                onClick={() => setOpen(wrapIndex(open, -1, count))}
              >
                <IconChevronLeft size={18} />
              </ActionIcon>
              <div style={{ textAlign: 'center', minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {[current.title, current.caption].filter(Boolean).join(' · ')}
                </Text>
                <Text size="xs" c="dimmed" data-testid="photo-lightbox-position">
                  {text('position', { index: open + 1, count })}
                  {current.date && ` · ${current.date}`}
                </Text>
              </div>
              <ActionIcon
                variant="light"
                aria-label={text('next')}
                onClick={() => setOpen(wrapIndex(open, 1, count))}
              >
                <IconChevronRight size={18} />
              </ActionIcon>
            </Group>
          </div>
        )}
      </Modal>
    </div>
  );
}
