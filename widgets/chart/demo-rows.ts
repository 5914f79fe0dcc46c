/**
 * Static demo rows for the chart stories and tests, shaped like the demo queries' results
 * (DuckDB sends DATE as 'YYYY-MM-DD' and BIGINT as text, so some counts are strings).
 * Values come from a seeded generator: the same every run.
 */
import type { DataRow } from '../../runtime/widget-sdk/types.ts';

/** A small deterministic generator (LCG), so demo data never changes between runs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function isoDay(start: string, offset: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** 30 days of store revenue (2026-10-01 to 2026-10-30) with units, margin and last year. */
export const dailyRevenueRows: DataRow[] = (() => {
  const random = seededRandom(7);
  return Array.from({ length: 30 }, (_, day) => {
    const weekday = (day + 3) % 7;
    const weekend = weekday === 5 || weekday === 6 ? 1.35 : 1;
    const revenue = round2((182_000 + random() * 46_000) * weekend);
    const marginPct = 0.31 + random() * 0.08;
    return {
      sale_date: isoDay('2026-10-01', day),
      revenue,
      revenue_prev_year: round2(revenue * (0.86 + random() * 0.1)),
      units: String(Math.round(revenue / (38 + random() * 6))),
      margin: round2(revenue * marginPct),
      margin_pct: round2(marginPct * 10_000) / 10_000,
      target: 200_000,
    };
  });
})();

/** Revenue and gross margin per sales region, biggest first (as the query orders them). */
export const regionRows: DataRow[] = [
  { region_name: 'Northeast', revenue: 4_812_330.5, margin: 1_640_120.1, units: '121044' },
  { region_name: 'Southeast', revenue: 4_120_998.25, margin: 1_392_440.8, units: '104391' },
  { region_name: 'Midwest', revenue: 3_544_120.0, margin: 1_101_230.45, units: '93120' },
  { region_name: 'Southwest', revenue: 2_980_450.75, margin: 948_210.3, units: '77810' },
  { region_name: 'West', revenue: 2_611_870.4, margin: 902_330.9, units: '66421' },
  { region_name: 'Northwest', revenue: 1_498_220.1, margin: 521_760.0, units: '39877' },
];

/** Revenue share per brand (donut and pie). */
export const brandRows: DataRow[] = [
  { brand: 'Northwind', revenue: 3_210_400 },
  { brand: 'Contoso', revenue: 2_804_120 },
  { brand: 'Fabrikam', revenue: 2_105_660 },
  { brand: 'Tailspin', revenue: 1_488_930 },
  { brand: 'Litware', revenue: 902_310 },
];

const BRANDS = ['Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Litware'];
const CATEGORIES = ['Apparel', 'Footwear', 'Home', 'Electronics', 'Beauty', 'Toys'];

/** Margin % per brand and category (heatmap). */
export const brandCategoryRows: DataRow[] = (() => {
  const random = seededRandom(11);
  return CATEGORIES.flatMap((category) =>
    BRANDS.map((brand) => ({
      category,
      brand,
      revenue: round2(80_000 + random() * 420_000),
      margin_pct: round2((0.18 + random() * 0.3) * 10_000) / 10_000,
    })),
  );
})();

/** Units per digital platform per day (stacked bars, multi-series). */
export const platformDailyRows: DataRow[] = (() => {
  const random = seededRandom(5);
  return Array.from({ length: 30 }, (_, day) => ({
    sale_date: isoDay('2026-10-01', day),
    online_units: Math.round(1_800 + random() * 900),
    app_units: Math.round(1_200 + day * 25 + random() * 500),
    marketplace_units: Math.round(600 + random() * 400),
  }));
})();

/** Revenue per brand and platform, one row per pair (single-measure stacked bars). */
export const brandPlatformRows: DataRow[] = (() => {
  const random = seededRandom(3);
  return BRANDS.flatMap((brand) =>
    ['In-Store', 'Online', 'Mobile App', 'Marketplace'].map((platform) => {
      const revenue = round2(120_000 + random() * 600_000);
      return { brand, platform, revenue, units: String(Math.round(revenue / 42)) };
    }),
  );
})();

/** One KPI row: month-to-date revenue against its target, and margin % (gauges). */
export const kpiRows: DataRow[] = [
  { revenue: 5_412_880.4, revenue_target: 7_000_000, margin_pct: 0.3472 },
];

/** Store size against revenue (scatter). */
export const storeRows: DataRow[] = (() => {
  const random = seededRandom(19);
  return Array.from({ length: 60 }, (_, index) => {
    const squareFeet = Math.round(8_000 + random() * 42_000);
    return {
      store_name: `Store ${String(index + 1).padStart(3, '0')}`,
      square_feet: squareFeet,
      revenue: round2(squareFeet * (38 + random() * 30)),
    };
  });
})();

/** 13 weeks of revenue against the same weeks a year earlier (the fiscal dashboard's spec). */
export const weeklyRows: DataRow[] = (() => {
  const random = seededRandom(23);
  return Array.from({ length: 13 }, (_, week) => {
    const revenue = round2(1_300_000 + week * 18_000 + random() * 160_000);
    return {
      week_start: isoDay('2026-08-02', week * 7),
      revenue,
      revenue_prev_year: round2(revenue * (0.84 + random() * 0.12)),
    };
  });
})();

/** `days` daily revenue rows from 2021-01-01: more than a chart draws, for the row cap. */
export function longDailyRows(days: number): DataRow[] {
  const random = seededRandom(29);
  return Array.from({ length: days }, (_, day) => ({
    sale_date: isoDay('2021-01-01', day),
    revenue: round2(150_000 + Math.sin(day / 58) * 40_000 + random() * 30_000),
  }));
}
