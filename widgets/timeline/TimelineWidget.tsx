import { Badge, Group, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTimeline } from '@tabler/icons-react';
import { dataState } from '../../runtime/widget-sdk/slots.ts';
import { WidgetEmpty } from '../../runtime/widget-sdk/WidgetState.tsx';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { iconFor, TYPE_COLOURS } from './timeline-icons.ts';
import { timelineText } from './timeline-messages.ts';
import { dayHeading, timelineDays } from './timeline-model.ts';

/**
 * Timeline: the query's dated events grouped by day (newest first), each with the icon its
 * type names in params.timeline.icons, a time, a title and a line of detail. A click on an
 * event opens the widget's drilldowns with its row.
 */
export function TimelineWidget(props: WidgetComponentProps) {
  const { params, data, locale, height, onDrilldown } = props;
  const text = timelineText(locale);
  const state = dataState(props, { icon: <IconTimeline size={22} stroke={1.5} /> });
  if (state || !data) return state;
  const settings = params.timeline ?? {
    date_field: data.columns[0] ?? '',
    title_field: data.columns[1] ?? '',
  };
  const days = timelineDays(data.rows, settings);
  if (days.length === 0) {
    return (
      <WidgetEmpty
        locale={locale}
        height={height}
        title={text('noDates')}
        hint={text('noDatesHint', { field: settings.date_field })}
      />
    );
  }
  const colours = new Map<string, string>();
  const colourOf = (type: string) => {
    if (!colours.has(type)) colours.set(type, TYPE_COLOURS[colours.size % TYPE_COLOURS.length]!);
    return colours.get(type)!;
  };
  return (
    <ScrollArea h="100%" type="auto" data-testid="timeline">
      <Stack gap="md" p="sm">
        {days.map((day) => (
          <section key={day.day} data-testid="timeline-day" data-day={day.day}>
            <Group justify="space-between" mb={6}>
              <Text size="sm" fw={700}>
                {dayHeading(day.day, locale)}
              </Text>
              <Text size="xs" c="dimmed">
                {text('events', { count: day.events.length })}
              </Text>
            </Group>
            <Stack gap={8} pl={4} style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
              {day.events.map((event, index) => {
                const Icon = iconFor(settings.icons, event.type);
                const colour = colourOf(event.type);
                return (
                  <Group
                    key={`${event.at}-${index}`}
                    data-testid="timeline-event"
                    data-type={event.type}
                    gap="xs"
                    wrap="nowrap"
                    align="flex-start"
                    ml={-14}
                    style={{ cursor: onDrilldown ? 'pointer' : undefined }}
                    onClick={onDrilldown ? () => onDrilldown(event.row) : undefined}
                  >
                    <ThemeIcon size={24} radius="xl" color={colour} variant="light">
                      {Icon ? (
                        <Icon size={14} stroke={1.8} />
                      ) : (
                        <span
                          style={{
                            width: 8,
                            height: 8,
                            borderRadius: 4,
                            background: 'currentColor',
                          }}
                        />
                      )}
                    </ThemeIcon>
                    <div style={{ minWidth: 0, flex: 1 }}>
                      <Group gap={6} wrap="nowrap">
                        {event.time && (
                          <Text size="xs" c="dimmed" ff="monospace">
                            {event.time}
                          </Text>
                        )}
                        <Text size="sm" fw={600} truncate>
                          {event.title}
                        </Text>
                        {event.type && (
                          <Badge size="xs" variant="light" color={colour}>
                            {event.type}
                          </Badge>
                        )}
                      </Group>
                      {event.detail && (
                        <Text size="xs" c="dimmed" truncate>
                          {event.detail}
                        </Text>
                      )}
                    </div>
                  </Group>
                );
              })}
            </Stack>
          </section>
        ))}
      </Stack>
    </ScrollArea>
  );
}
