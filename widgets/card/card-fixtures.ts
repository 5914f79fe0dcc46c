/**
 * Demo rows captured from the acme demo database (month to date, 2026-11-01 to 2026-11-14), so
 * stories show what the dashboards show. BIGINT columns are strings, as the server sends them.
 */
import type { DataRow } from '../../runtime/widget-sdk/types.ts';

/** retail_kpis: headline KPIs and their comparison period (same dates last year). */
export const retailKpiRows: DataRow[] = [
  {
    revenue: 4412723.19,
    revenue_prev: 4144487.88,
    units: '27406',
    units_prev: '26070',
    margin_pct: 0.1883,
    margin_pct_prev: 0.1893,
    avg_ticket: 328.13,
    avg_ticket_prev: 327.78,
  },
];

/** ecommerce_kpis: digital KPIs and their comparison period. */
export const ecommerceKpiRows: DataRow[] = [
  {
    digital_revenue: 2247172.05,
    digital_revenue_prev: 1996980.79,
    digital_units: '13802',
    digital_units_prev: '12309',
    digital_share: 0.5092,
    digital_share_prev: 0.4818,
    revenue_per_visit: 14.85,
    revenue_per_visit_prev: 14.74,
  },
];

/** retail_sales_daily: 30 days of revenue, units and margin (2026-10-16 to 2026-11-14). */
export const dailySalesRows: DataRow[] = [
  {
    sale_date: '2026-10-16',
    revenue: 274869.28,
    units: '1648',
    margin: 57678.25,
    margin_pct: 0.2098,
  },
  {
    sale_date: '2026-10-17',
    revenue: 335441.24,
    units: '1932',
    margin: 69170.13,
    margin_pct: 0.2062,
  },
  {
    sale_date: '2026-10-18',
    revenue: 284418.12,
    units: '1694',
    margin: 61105.43,
    margin_pct: 0.2148,
  },
  {
    sale_date: '2026-10-19',
    revenue: 207389.66,
    units: '1212',
    margin: 44767.66,
    margin_pct: 0.2159,
  },
  {
    sale_date: '2026-10-20',
    revenue: 184962.83,
    units: '1137',
    margin: 39236.32,
    margin_pct: 0.2121,
  },
  {
    sale_date: '2026-10-21',
    revenue: 167625.81,
    units: '1084',
    margin: 37255.83,
    margin_pct: 0.2223,
  },
  {
    sale_date: '2026-10-22',
    revenue: 223815.84,
    units: '1396',
    margin: 49111.91,
    margin_pct: 0.2194,
  },
  {
    sale_date: '2026-10-23',
    revenue: 264593.16,
    units: '1513',
    margin: 54112.29,
    margin_pct: 0.2045,
  },
  {
    sale_date: '2026-10-24',
    revenue: 333579.89,
    units: '2114',
    margin: 75351.14,
    margin_pct: 0.2259,
  },
  {
    sale_date: '2026-10-25',
    revenue: 289718.79,
    units: '1583',
    margin: 60284.15,
    margin_pct: 0.2081,
  },
  {
    sale_date: '2026-10-26',
    revenue: 215331.27,
    units: '1148',
    margin: 45785.94,
    margin_pct: 0.2126,
  },
  {
    sale_date: '2026-10-27',
    revenue: 200190.85,
    units: '1101',
    margin: 40442.86,
    margin_pct: 0.202,
  },
  {
    sale_date: '2026-10-28',
    revenue: 219319.01,
    units: '1304',
    margin: 47722.77,
    margin_pct: 0.2176,
  },
  {
    sale_date: '2026-10-29',
    revenue: 211529.99,
    units: '1231',
    margin: 43245.2,
    margin_pct: 0.2044,
  },
  {
    sale_date: '2026-10-30',
    revenue: 261599.78,
    units: '1563',
    margin: 54983.04,
    margin_pct: 0.2102,
  },
  {
    sale_date: '2026-10-31',
    revenue: 317558.05,
    units: '2033',
    margin: 68719.23,
    margin_pct: 0.2164,
  },
  {
    sale_date: '2026-11-01',
    revenue: 382814.77,
    units: '2430',
    margin: 71509.7,
    margin_pct: 0.1868,
  },
  {
    sale_date: '2026-11-02',
    revenue: 284423.86,
    units: '1675',
    margin: 51499.99,
    margin_pct: 0.1811,
  },
  {
    sale_date: '2026-11-03',
    revenue: 235742.01,
    units: '1441',
    margin: 41001.53,
    margin_pct: 0.1739,
  },
  {
    sale_date: '2026-11-04',
    revenue: 286782.08,
    units: '1731',
    margin: 52457.44,
    margin_pct: 0.1829,
  },
  {
    sale_date: '2026-11-05',
    revenue: 306747.96,
    units: '1799',
    margin: 54234.76,
    margin_pct: 0.1768,
  },
  {
    sale_date: '2026-11-06',
    revenue: 343383.12,
    units: '2057',
    margin: 64373.81,
    margin_pct: 0.1875,
  },
  {
    sale_date: '2026-11-07',
    revenue: 470070.75,
    units: '2945',
    margin: 89291.39,
    margin_pct: 0.19,
  },
  {
    sale_date: '2026-11-08',
    revenue: 381392.43,
    units: '2390',
    margin: 74977.61,
    margin_pct: 0.1966,
  },
  {
    sale_date: '2026-11-09',
    revenue: 254387.17,
    units: '1495',
    margin: 46857.99,
    margin_pct: 0.1842,
  },
  {
    sale_date: '2026-11-10',
    revenue: 241113.91,
    units: '1485',
    margin: 47038.46,
    margin_pct: 0.1951,
  },
  {
    sale_date: '2026-11-11',
    revenue: 231810.84,
    units: '1570',
    margin: 46756.59,
    margin_pct: 0.2017,
  },
  {
    sale_date: '2026-11-12',
    revenue: 262478.36,
    units: '1696',
    margin: 49602.31,
    margin_pct: 0.189,
  },
  {
    sale_date: '2026-11-13',
    revenue: 335889.8,
    units: '2151',
    margin: 64004.79,
    margin_pct: 0.1906,
  },
  {
    sale_date: '2026-11-14',
    revenue: 395686.13,
    units: '2541',
    margin: 77456.17,
    margin_pct: 0.1958,
  },
];
