import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import {
  IconMaximize,
  IconMovie,
  IconPlayerTrackNext,
  IconPlayerTrackPrev,
} from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAuthedImage } from '../../runtime/widget-sdk/authed-image.ts';
import { checkContentUrl, pageUrl, tenantContentOrigins } from '../../runtime/widget-sdk/data.ts';
import { dataState } from '../../runtime/widget-sdk/slots.ts';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { WidgetEmpty, WidgetError } from '../../runtime/widget-sdk/WidgetState.tsx';
import { advance, keyStep, playlistOf, type PlaylistItem } from './playlist.ts';
import { videoTvText } from './video-tv-messages.ts';

/** Where the playlist stands: the clip, and how many moves so far (a new play of one clip). */
interface Position {
  index: number;
  round: number;
}

/**
 * Video TV: a looping playlist for wall screens. Each clip plays muted (browsers autoplay only
 * muted video) and the next starts on `ended` (or after its duration override), back to the
 * first after the last; → ← skip, a button goes full screen, the clip's title sits over it.
 */
export function VideoTvWidget(props: WidgetComponentProps) {
  const { params, data, locale, height } = props;
  const text = videoTvText(locale);
  const settings = useMemo(() => params.videoTv ?? {}, [params.videoTv]);
  const fromQuery = !(settings.items && settings.items.length > 0);
  const { items, blocked } = useMemo(
    () =>
      playlistOf(settings, data?.rows ?? [], (url) => {
        const check = checkContentUrl(url, pageUrl(), tenantContentOrigins(), 'data');
        return check.ok ? check.href : undefined;
      }),
    [settings, data],
  );
  const [position, setPosition] = useState<Position>({ index: 0, round: 0 });
  const [failures, setFailures] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const count = items.length;
  const index = Math.min(position.index, Math.max(0, count - 1));
  const move = useCallback(
    (step: number) =>
      setPosition((at) => ({ index: advance(at.index, step, count), round: at.round + 1 })),
    [count],
  );
  const item = items[index];

  // The duration override: the next clip starts after it, ended or not. Keyed by the clip's
  // play (index, round) and the seconds, not the item object: a re-render of the dashboard
  // makes new params objects, which must not restart the count.
  const duration = item?.duration;
  useEffect(() => {
    if (!duration) return;
    const timer = window.setTimeout(() => move(1), duration * 1000);
    return () => window.clearTimeout(timer);
  }, [duration, index, position.round, move]);

  // A playlist from the query shows the query's states (loading, error, no rows) first.
  const state = fromQuery
    ? dataState(props, { icon: <IconMovie size={22} stroke={1.5} />, hint: text('emptyHint') })
    : null;
  if (state) return state;
  if (count === 0) {
    if (blocked > 0) {
      return (
        <WidgetError
          locale={locale}
          height={height}
          title={text('blocked')}
          message={text('blockedHint')}
        />
      );
    }
    return (
      <WidgetEmpty
        locale={locale}
        height={height}
        icon={<IconMovie size={22} stroke={1.5} />}
        title={params.placeholder ?? text('empty')}
        hint={text('emptyHint')}
      />
    );
  }
  if (failures >= count) {
    return (
      <WidgetError locale={locale} height={height} title={text('failed')} message={item!.href} />
    );
  }
  return (
    <div
      ref={frame}
      tabIndex={0}
      data-testid="video-tv"
      data-index={index}
      data-count={count}
      aria-roledescription="playlist"
      onKeyDown={(event) => {
        const step = keyStep(event.key);
        if (step === 0) return;
        event.preventDefault();
        move(step);
      }}
      style={{
        position: 'relative',
        height: '100%',
        background: '#000',
        overflow: 'hidden',
        outline: 'none',
      }}
    >
      <Clip
        key={`${index}-${position.round}`}
        item={item!}
        index={index}
        onEnded={() => {
          setFailures(0);
          move(1);
        }}
        onFailed={() => {
          setFailures((n) => n + 1);
          move(1);
        }}
      />
      {settings.show_title !== false && item!.title !== '' && (
        <Text
          data-testid="video-tv-title"
          size="sm"
          fw={600}
          c="white"
          style={{
            position: 'absolute',
            left: 12,
            bottom: 12,
            padding: '2px 8px',
            borderRadius: 4,
            background: 'rgba(0, 0, 0, 0.55)',
            maxWidth: 'calc(100% - 160px)',
          }}
          truncate
        >
          {item!.title}
        </Text>
      )}
      <Group gap={4} style={{ position: 'absolute', right: 8, bottom: 8 }}>
        <Badge variant="filled" color="dark" data-testid="video-tv-position">
          {text('position', { current: index + 1, total: count })}
        </Badge>
        <ActionIcon
          variant="filled"
          color="dark"
          aria-label={text('previous')}
          data-testid="video-tv-previous"
          onClick={() => move(-1)}
        >
          <IconPlayerTrackPrev size={16} />
        </ActionIcon>
        <ActionIcon
          variant="filled"
          color="dark"
          aria-label={text('next')}
          data-testid="video-tv-next"
          onClick={() => move(1)}
        >
          <IconPlayerTrackNext size={16} />
        </ActionIcon>
        <ActionIcon
          variant="filled"
          color="dark"
          aria-label={text('fullscreen')}
          data-testid="video-tv-fullscreen"
          onClick={() => {
            void frame.current?.requestFullscreen?.().catch(() => undefined);
          }}
        >
          <IconMaximize size={16} />
        </ActionIcon>
      </Group>
    </div>
  );
}

/** One clip: fetched with the token when it is the API's (a blob: URL), autoplayed muted. */
function Clip({
  item,
  index,
  onEnded,
  onFailed,
}: {
  item: PlaylistItem;
  index: number;
  onEnded: () => void;
  onFailed: () => void;
}) {
  const source = useAuthedImage(item.href);
  const failed = source !== undefined && 'failed' in source;
  useEffect(() => {
    if (failed) onFailed();
    // Only a new failure moves on; the callbacks change every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);
  if (!source || 'failed' in source) return null;
  return (
    <video
      data-testid="video-tv-video"
      data-index={index}
      data-href={item.href}
      src={source.src}
      autoPlay
      muted
      playsInline
      onEnded={onEnded}
      onError={onFailed}
      style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
    />
  );
}
