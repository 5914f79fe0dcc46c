import {
  IconActivity,
  IconBox,
  IconBuildingStore,
  IconCalendar,
  IconCash,
  IconChartBar,
  IconChartLine,
  IconChartPie,
  IconClick,
  IconClock,
  IconCoin,
  IconCurrencyDollar,
  IconDeviceAnalytics,
  IconDiscount,
  IconEye,
  IconFileText,
  IconGauge,
  IconHeart,
  IconInfoCircle,
  IconMapPin,
  IconPackage,
  IconPercentage,
  IconReceipt,
  IconReportAnalytics,
  IconShoppingCart,
  IconStar,
  IconTag,
  IconTarget,
  IconTrendingDown,
  IconTrendingUp,
  IconTruck,
  IconUser,
  IconUsers,
  IconWallet,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { createElement, type ReactElement } from 'react';

// A fixed set rather than the whole Tabler catalogue: looking icons up by name at run time
// would pull all ~5,000 into the viewer bundle.
const CARD_ICONS: Readonly<Record<string, Icon>> = {
  activity: IconActivity,
  box: IconBox,
  'building-store': IconBuildingStore,
  calendar: IconCalendar,
  cash: IconCash,
  'chart-bar': IconChartBar,
  'chart-line': IconChartLine,
  'chart-pie': IconChartPie,
  click: IconClick,
  clock: IconClock,
  coin: IconCoin,
  'currency-dollar': IconCurrencyDollar,
  'device-analytics': IconDeviceAnalytics,
  discount: IconDiscount,
  eye: IconEye,
  'file-text': IconFileText,
  gauge: IconGauge,
  heart: IconHeart,
  'info-circle': IconInfoCircle,
  'map-pin': IconMapPin,
  package: IconPackage,
  percentage: IconPercentage,
  receipt: IconReceipt,
  'report-analytics': IconReportAnalytics,
  'shopping-cart': IconShoppingCart,
  star: IconStar,
  tag: IconTag,
  target: IconTarget,
  'trending-down': IconTrendingDown,
  'trending-up': IconTrendingUp,
  truck: IconTruck,
  user: IconUser,
  users: IconUsers,
  wallet: IconWallet,
  world: IconWorld,
};

/** Icon names a card may use (Tabler names, 'ti-' prefix optional). */
export const CARD_ICON_NAMES = Object.keys(CARD_ICONS);

/** The Tabler icon of a card's `icon` name ('currency-dollar', 'ti-package'), or undefined. */
export function cardIcon(name: string | undefined): Icon | undefined {
  if (!name) return undefined;
  const key = name
    .trim()
    .toLowerCase()
    .replace(/^ti[- ]/, '')
    .replace(/^icon-/, '');
  return CARD_ICONS[key];
}

/** The icon element of a card's `icon` name, or undefined for an unknown name. */
export function cardIconElement(name: string | undefined, size: number): ReactElement | undefined {
  const icon = cardIcon(name);
  return icon && createElement(icon, { size, stroke: 1.75 });
}
