import { Anchor, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { checkContentUrl, pageUrl, tenantContentOrigins } from '../../runtime/widget-sdk/data.ts';
import { dataState } from '../../runtime/widget-sdk/slots.ts';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { PhotoImage } from '../photo-feed/PhotoImage.tsx';
import { businessCardText } from './business-card-messages.ts';
import { businessCardOf } from './business-card-model.ts';
import { FigureGrid } from './FigureGrid.tsx';

/** Below this body width the picture goes above the details instead of beside them. */
const SIDE_BY_SIDE_MIN_WIDTH = 460;

/**
 * Business card: one entity (a store) from the first row of the query, its picture, name,
 * address, phone and e-mail, then its KPIs. Dashboard filters narrow the query like any
 * widget's, so a store filter changes the store shown; no row is the empty state.
 */
export function BusinessCardWidget(props: WidgetComponentProps) {
  const { params, data, locale, width, height, onDrilldown } = props;
  const text = businessCardText(locale);
  const state = dataState(props, {
    icon: <IconBuildingStore size={22} stroke={1.5} />,
    title: text('none'),
    hint: text('noneHint'),
  });
  if (state || !data) return state;
  const row = data.rows[0] ?? {};
  const settings = params.businessCard ?? { name_field: data.columns[0] ?? '' };
  const card = businessCardOf(row, settings, locale);
  const check = card.image
    ? checkContentUrl(card.image, pageUrl(), tenantContentOrigins(), 'image')
    : undefined;
  const image = check?.ok ? check.href : undefined;
  const sideBySide = width >= SIDE_BY_SIDE_MIN_WIDTH;
  const picture = image && (
    <PhotoImage
      href={image}
      alt={text('picture', { name: card.name })}
      locale={locale}
      style={
        sideBySide
          ? { width: Math.min(220, Math.round(width * 0.34)), height: 150, borderRadius: 8 }
          : {
              width: '100%',
              height: Math.max(90, Math.min(140, Math.round(height * 0.3))),
              borderRadius: 8,
            }
      }
    />
  );
  return (
    <ScrollArea h="100%" type="auto" data-testid="business-card">
      <Stack gap="sm" p="sm">
        <Group
          gap="md"
          align="flex-start"
          wrap={sideBySide ? 'nowrap' : 'wrap'}
          style={{ cursor: onDrilldown ? 'pointer' : undefined }}
          onClick={onDrilldown ? () => onDrilldown(row) : undefined}
        >
          {picture && <div data-testid="business-card-image">{picture}</div>}
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <div>
              <Title
                order={4}
                data-testid="business-card-name"
                style={{ overflowWrap: 'anywhere' }}
              >
                {card.name}
              </Title>
              {card.subtitle && (
                <Text size="sm" c="dimmed" data-testid="business-card-subtitle">
                  {card.subtitle}
                </Text>
              )}
            </div>
            {card.address.length > 0 && (
              <Group gap={6} wrap="nowrap" align="flex-start" aria-label={text('address')}>
                <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
                <Text size="sm" data-testid="business-card-address">
                  {card.address.map((line) => (
                    <span key={line} style={{ display: 'block' }}>
                      {line}
                    </span>
                  ))}
                </Text>
              </Group>
            )}
            {card.phone && (
              <Group gap={6} wrap="nowrap" aria-label={text('phone')}>
                <IconPhone size={16} style={{ flexShrink: 0 }} aria-hidden />
                <Anchor size="sm" href={card.phone.href} data-testid="business-card-phone">
                  {card.phone.text}
                </Anchor>
              </Group>
            )}
            {card.email && (
              <Group gap={6} wrap="nowrap" aria-label={text('email')}>
                <IconMail size={16} style={{ flexShrink: 0 }} aria-hidden />
                <Anchor
                  size="sm"
                  href={card.email.href}
                  data-testid="business-card-email"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {card.email.text}
                </Anchor>
              </Group>
            )}
          </Stack>
        </Group>
        <FigureGrid figures={card.kpis} testId="business-card-kpi" />
      </Stack>
    </ScrollArea>
  );
}
