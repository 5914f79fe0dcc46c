import { Badge, Group, Progress, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAward, IconTrophy } from '@tabler/icons-react';
import { dataState } from '../../runtime/widget-sdk/slots.ts';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { rewardsText } from './rewards-messages.ts';
import { leaderboard } from './rewards-model.ts';

/** Gold, silver and bronze for the first three places. */
const MEDALS: Readonly<Record<number, string>> = { 1: 'yellow', 2: 'gray', 3: 'orange' };

/**
 * Rewards: a leaderboard of points and badges, ranked by points, the first three with a
 * medal and every row with a bar of its points against the leader's.
 */
export function RewardsWidget(props: WidgetComponentProps) {
  const { params, data, locale, onDrilldown } = props;
  const text = rewardsText(locale);
  const state = dataState(props, { icon: <IconTrophy size={22} stroke={1.5} /> });
  if (state || !data) return state;
  const settings = params.rewards ?? {
    name_field: data.columns[0] ?? '',
    points_field: data.columns[1] ?? '',
  };
  const board = leaderboard(data.rows, settings);
  const top = Math.max(1, board[0]?.points ?? 1);
  return (
    <ScrollArea h="100%" type="auto" data-testid="rewards">
      <Stack gap={6} p="sm">
        {board.map((entry) => (
          <Group
            key={`${entry.rank}-${entry.name}`}
            data-testid="rewards-entry"
            data-rank={entry.rank}
            gap="sm"
            wrap="nowrap"
            style={{ cursor: onDrilldown ? 'pointer' : undefined }}
            onClick={onDrilldown ? () => onDrilldown(entry.row) : undefined}
          >
            <ThemeIcon
              size={28}
              radius="xl"
              variant={MEDALS[entry.rank] ? 'filled' : 'light'}
              color={MEDALS[entry.rank] ?? 'gray'}
              aria-label={text('rank', { rank: entry.rank })}
            >
              <Text size="xs" fw={700} c={MEDALS[entry.rank] ? 'white' : undefined}>
                {entry.rank}
              </Text>
            </ThemeIcon>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600} truncate data-testid="rewards-name">
                  {entry.name}
                </Text>
                <Text
                  size="sm"
                  fw={700}
                  style={{ whiteSpace: 'nowrap' }}
                  data-testid="rewards-points"
                >
                  {text('points', { value: entry.points.toLocaleString(locale) })}
                </Text>
              </Group>
              {entry.subtitle && (
                <Text size="xs" c="dimmed" truncate>
                  {entry.subtitle}
                </Text>
              )}
              <Progress value={(entry.points / top) * 100} size={4} mt={3} color="yellow" />
              {entry.badges.length > 0 && (
                <Group gap={4} mt={4} aria-label={text('badges')}>
                  {entry.badges.map((badge) => (
                    <Badge
                      key={badge}
                      size="xs"
                      variant="light"
                      color="grape"
                      leftSection={<IconAward size={10} />}
                    >
                      {badge}
                    </Badge>
                  ))}
                </Group>
              )}
            </div>
          </Group>
        ))}
      </Stack>
    </ScrollArea>
  );
}
