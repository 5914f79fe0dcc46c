import {
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCalendarStats,
  IconCalendarWeek,
  IconChartArea,
  IconChartBar,
  IconChartDonut,
  IconChartLine,
  IconClick,
  IconCurrencyDollar,
  IconDeviceAnalytics,
  IconDevices,
  IconFileText,
  IconGauge,
  IconGridDots,
  IconInfoCircle,
  IconLayoutDashboard,
  IconList,
  IconMap,
  IconMapPin,
  IconPackage,
  IconPercentage,
  IconReceipt,
  IconReportAnalytics,
  IconShoppingCart,
  IconTable,
  IconTrophy,
  IconWalk,
  IconWorld,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';

/**
 * Icons that config files may name (Tabler names, as in `attributes.icon` and module `icon`).
 * Listed one by one so the bundle carries only these; unknown names get a dashboard icon.
 */
const ICONS: Record<string, Icon> = {
  'building-store': IconBuildingStore,
  'building-warehouse': IconBuildingWarehouse,
  'calendar-stats': IconCalendarStats,
  'calendar-week': IconCalendarWeek,
  'chart-area': IconChartArea,
  'chart-bar': IconChartBar,
  'chart-donut': IconChartDonut,
  'chart-line': IconChartLine,
  click: IconClick,
  'currency-dollar': IconCurrencyDollar,
  'device-analytics': IconDeviceAnalytics,
  devices: IconDevices,
  'file-text': IconFileText,
  gauge: IconGauge,
  'grid-dots': IconGridDots,
  'info-circle': IconInfoCircle,
  list: IconList,
  map: IconMap,
  'map-pin': IconMapPin,
  package: IconPackage,
  percentage: IconPercentage,
  receipt: IconReceipt,
  'report-analytics': IconReportAnalytics,
  'shopping-cart': IconShoppingCart,
  table: IconTable,
  trophy: IconTrophy,
  walk: IconWalk,
  world: IconWorld,
  'world-www': IconWorldWww,
};

/** The names {@link NavIcon} draws, sorted (the builder's icon picker offers these). */
export const NAV_ICON_NAMES: readonly string[] = Object.keys(ICONS).sort();

/** Props of {@link NavIcon}. */
export interface NavIconProps {
  /** Tabler icon name, with or without the `ti-`/`tabler-` prefix. */
  name: string | null | undefined;
  size?: number;
  stroke?: number;
}

/** The icon a config file names, or a dashboard icon. */
export function NavIcon({ name, size = 18, stroke = 1.7 }: NavIconProps) {
  const key = (name ?? '').replace(/^(ti-|tabler-|icon-)/, '');
  const Component = ICONS[key] ?? IconLayoutDashboard;
  return <Component size={size} stroke={stroke} aria-hidden />;
}
