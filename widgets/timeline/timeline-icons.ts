import {
  IconAlertTriangle,
  IconBell,
  IconBuildingStore,
  IconCalendarEvent,
  IconCheck,
  IconClipboardCheck,
  IconFlag,
  IconHeart,
  IconInfoCircle,
  IconMessage,
  IconPackage,
  IconPhoto,
  IconSchool,
  IconShoppingCart,
  IconSpeakerphone,
  IconStar,
  IconTool,
  IconTrophy,
  IconTruck,
  IconUser,
  type Icon,
} from '@tabler/icons-react';

/**
 * The icons params.timeline.icons may name (tabler names without 'icon-'): a fixed set, so
 * the widget does not load every tabler icon. A name not listed here draws a dot.
 */
export const TIMELINE_ICONS: Readonly<Record<string, Icon>> = {
  'alert-triangle': IconAlertTriangle,
  bell: IconBell,
  'building-store': IconBuildingStore,
  'calendar-event': IconCalendarEvent,
  check: IconCheck,
  'clipboard-check': IconClipboardCheck,
  flag: IconFlag,
  heart: IconHeart,
  'info-circle': IconInfoCircle,
  message: IconMessage,
  package: IconPackage,
  photo: IconPhoto,
  school: IconSchool,
  'shopping-cart': IconShoppingCart,
  speakerphone: IconSpeakerphone,
  star: IconStar,
  tool: IconTool,
  trophy: IconTrophy,
  truck: IconTruck,
  user: IconUser,
};

/** Colours that tell event types apart, given to types in order of first appearance. */
export const TYPE_COLOURS = ['blue', 'grape', 'teal', 'orange', 'red', 'indigo', 'lime', 'pink'];

/** The icon params.timeline.icons gives event type `type`, or undefined (a dot). */
export function iconFor(
  icons: Readonly<Record<string, string>> | undefined,
  type: string,
): Icon | undefined {
  const name = icons?.[type];
  return name === undefined ? undefined : TIMELINE_ICONS[name];
}
