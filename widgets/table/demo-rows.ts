/**
 * Generated demo rows for the table stories: store sales lines shaped like the demo queries'
 * results (DATE as 'YYYY-MM-DD', BIGINT counts as text). Seeded: the same rows every run.
 */
import { seededRandom } from '../chart/demo-rows.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';

const CITIES: [city: string, state: string, region: string][] = [
  ['Boston', 'MA', 'Northeast'],
  ['Hartford', 'CT', 'Northeast'],
  ['Atlanta', 'GA', 'Southeast'],
  ['Miami', 'FL', 'Southeast'],
  ['Chicago', 'IL', 'Midwest'],
  ['Columbus', 'OH', 'Midwest'],
  ['Phoenix', 'AZ', 'Southwest'],
  ['Dallas', 'TX', 'Southwest'],
  ['San Diego', 'CA', 'West'],
  ['Seattle', 'WA', 'Northwest'],
];
const NAMES = ['Downtown', 'Mall', 'Airport', 'Riverside', 'Uptown', 'Harbor', 'Outlet'];
const CATEGORIES = ['Apparel', 'Footwear', 'Home', 'Electronics', 'Beauty', 'Toys'];

/** `count` sales lines over 250 stores and 2025–2026. */
export function salesLineRows(count: number): DataRow[] {
  const random = seededRandom(42);
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: count }, (_, index) => {
    const store = Math.floor(random() * 250);
    const [city, state, region] = CITIES[store % CITIES.length]!;
    const units = 1 + Math.floor(random() * 40);
    const price = 8 + random() * 120;
    const revenue = Math.round(units * price * 100) / 100;
    return {
      line_id: String(1_000_000 + index),
      store_name: `${city} ${NAMES[store % NAMES.length]} #${store + 100}`,
      city,
      state,
      region_name: region,
      category: CATEGORIES[Math.floor(random() * CATEGORIES.length)],
      sale_date: new Date(start + Math.floor(random() * 640) * 86_400_000)
        .toISOString()
        .slice(0, 10),
      units: String(units),
      revenue,
      margin_pct: Math.round((0.12 + random() * 0.4) * 10_000) / 10_000,
    };
  });
}

/** Revenue by category with its share: the sales overview's category table. */
export const categoryRows: DataRow[] = [
  { category: 'Apparel', revenue: 4_812_330.5, units: '121044', revenue_share: 0.2857 },
  { category: 'Footwear', revenue: 3_120_998.25, units: '74391', revenue_share: 0.1853 },
  { category: 'Home', revenue: 2_944_120, units: '83120', revenue_share: 0.1748 },
  { category: 'Electronics', revenue: 2_780_450.75, units: '19810', revenue_share: 0.1651 },
  { category: 'Beauty', revenue: 1_911_870.4, units: '96421', revenue_share: 0.1135 },
  { category: 'Toys', revenue: 1_268_220.1, units: '52877', revenue_share: 0.0753 },
];
