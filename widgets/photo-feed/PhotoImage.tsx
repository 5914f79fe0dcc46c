import { Center, Skeleton, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useAuthedImage } from '../../runtime/widget-sdk/authed-image.ts';
import { photoText } from './photo-messages.ts';

/** One picture: a skeleton while it loads, a crossed-out icon when it cannot. */
export function PhotoImage({
  href,
  alt,
  locale,
  style,
  fit = 'cover',
}: {
  href: string;
  alt: string;
  locale: string;
  style?: CSSProperties;
  fit?: 'cover' | 'contain';
}) {
  const image = useAuthedImage(href);
  if (!image) return <Skeleton style={style} radius={0} />;
  if ('failed' in image) {
    return (
      <Center style={{ ...style, background: 'var(--mantine-color-gray-1)' }} title={image.failed}>
        <IconPhotoOff size={20} stroke={1.5} aria-hidden />
        <Text size="xs" c="dimmed" ml={4}>
          {photoText(locale)('failed')}
        </Text>
      </Center>
    );
  }
  return (
    <img
      src={image.src}
      alt={alt}
      decoding="async"
      style={{ display: 'block', objectFit: fit, ...style }}
    />
  );
}
