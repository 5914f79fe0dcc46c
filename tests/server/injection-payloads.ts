/**
 * Classic SQL-injection payloads for the HTTP suite, by where they are sent. `reject` cases
 * must answer 400; `empty` cases are values bound as values, so they match no row (200 []);
 * `harmless` cases may answer either, and change nothing.
 */

/** Strings that break out of a quoted or numeric context when pasted into SQL. */
export const VALUE_PAYLOADS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  '1; DROP TABLE sales; --',
  "'; DELETE FROM sales; --",
  "Robert'); DROP TABLE stores;--",
  "x' UNION SELECT store_name FROM globex.stores --",
  "\\'; SELECT pg_sleep(5); --",
  '" OR ""="',
  '%',
] as const;

/** Statuses a case may answer. */
export type Expectation = 'reject' | 'empty' | 'harmless';

/** [label, slug, body, expectation]. */
export type BodyCase = [string, string, Record<string, unknown>, Expectation];

const STORES = 'retail_stores';

export const BODY_CASES: BodyCase[] = [
  ...VALUE_PAYLOADS.flatMap((p): BodyCase[] => [
    [`value (text column) ${p}`, STORES, { where_cond: { region_name: p } }, 'empty'],
    [`value in a list ${p}`, STORES, { where_cond: { store_name: ['Nowhere', p] } }, 'empty'],
    [`value starts-with ${p}`, STORES, { where_cond: { 'store_name~': p } }, 'harmless'],
    [`value (number column) ${p}`, STORES, { where_cond: { region_id: p } }, 'reject'],
    [`value with an operator ${p}`, STORES, { where_cond: { region_id: ['>=', p] } }, 'reject'],
    [`value LIKE ${p}`, STORES, { where_cond: { region_name: ['LIKE', `${p}x`] } }, 'empty'],
    [`loose value ${p}`, STORES, { region_name: p }, 'empty'],
  ]),
  ['key with OR', STORES, { where_cond: { 'region_id = 1 OR 1=1 --': 1 } }, 'reject'],
  [
    'key with a statement',
    STORES,
    { where_cond: { 'region_id; DROP TABLE sales; --': 1 } },
    'reject',
  ],
  ['key closing a parenthesis', STORES, { where_cond: { '1=1) OR (region_id': 1 } }, 'reject'],
  ['key with quotes', STORES, { where_cond: { 'region_id" OR "1"="1': 1 } }, 'reject'],
  [
    'key as a subquery',
    STORES,
    { where_cond: { '(SELECT count(*) FROM globex.sales)': 1 } },
    'reject',
  ],
  ['key with comments', STORES, { where_cond: { 'region_id/**/OR/**/1=1': 1 } }, 'reject'],
  [
    'key qualified by another schema',
    STORES,
    { where_cond: { 'globex.stores.region_id': 1 } },
    'reject',
  ],
  ['loose key', STORES, { '1 OR 1': 1 }, 'reject'],
  ['filter alias key', STORES, { filter: { "region_id') OR ('1'='1": 1 } }, 'reject'],
  [
    'field with a subquery',
    STORES,
    { fields: ['store_id, (SELECT count(*) FROM globex.sales) AS n'] },
    'reject',
  ],
  [
    'field ending the statement',
    STORES,
    { fields: ['* FROM store_hierarchy; DROP TABLE sales; --'] },
    'reject',
  ],
  ['aggregate with a statement', STORES, { fields: ['sum(store_id); DROP TABLE sales'] }, 'reject'],
  ['field with quotes', STORES, { fields: ['store_name" FROM globex.stores --'] }, 'reject'],
  ['alias with a statement', STORES, { fields: ['store_id as x; DROP TABLE sales'] }, 'reject'],
  ['field calling a function', STORES, { fields: ['version()'] }, 'reject'],
  ['fields as a comma string', STORES, { fields: 'store_id, (SELECT 1) AS one' }, 'reject'],
  ['grouping with a statement', STORES, { grouping: ['region_id; DROP TABLE sales'] }, 'reject'],
  ['grouping with a subquery', STORES, { grouping: ['region_id, (SELECT 1)'] }, 'reject'],
  ['grouping expression', STORES, { grouping: ['1 OR 1=1'] }, 'reject'],
  ['ordering with a statement', STORES, { ordering: ['store_id; DROP TABLE sales'] }, 'reject'],
  ['ordering subquery', STORES, { ordering: ['(SELECT 1)'] }, 'reject'],
  [
    'ordering with a CASE probe',
    STORES,
    { ordering: ['store_id DESC, (CASE WHEN (SELECT count(*) FROM globex.sales) > 0 THEN 1 END)'] },
    'reject',
  ],
  [
    'ordering with a trailing comment',
    STORES,
    { ordering: ['store_id DESC NULLS FIRST; --'] },
    'reject',
  ],
  ['ordering by a function', STORES, { ordering: ['random()'] }, 'reject'],
  ['querylimit with a statement', STORES, { querylimit: '10; DROP TABLE sales' }, 'reject'],
  ['querylimit with a UNION', STORES, { querylimit: '1 UNION SELECT 1' }, 'reject'],
  ['offset with a statement', STORES, { querylimit: 5, _offset: '0; DROP TABLE sales' }, 'reject'],
  ['hlevel with a statement', STORES, { hlevel: 'null_rolldown; DROP TABLE sales' }, 'reject'],
  [
    'integer param with a statement',
    'retail_top_stores',
    { top_n: '10; DROP TABLE sales' },
    'reject',
  ],
  ['integer param with OR', 'retail_top_stores', { top_n: '1 OR 1=1' }, 'reject'],
  [
    'integer param with a UNION',
    'retail_top_stores',
    { top_n: '10) UNION SELECT * FROM globex.sales --' },
    'reject',
  ],
  ['float param with OR', 'retail_margin_by_category', { min_revenue: '0 OR 1=1' }, 'reject'],
  [
    'cond_definition param',
    'stores_ops_new_stores',
    { months_back: '24; DROP TABLE sales' },
    'reject',
  ],
  [
    'firstdate with a statement',
    'retail_sales_by_region',
    { firstdate: "2026-01-01'; DROP TABLE sales; --" },
    'reject',
  ],
  ['lastdate with OR', 'retail_sales_by_region', { lastdate: "2026-11-01' OR '1'='1" }, 'reject'],
];

/** Slugs sent in the URL: none names a saved query of the tenant, so each is a 404. */
export const URL_SLUGS = [
  'retail_stores;DROP TABLE sales',
  "retail_stores' OR '1'='1",
  '../../globex/queries/retail_kpis',
  '..%2F..%2Fglobex%2Fqueries%2Fretail_kpis',
  'retail_kpis\u0000',
  'RETAIL_STORES',
  '__proto__',
  'constructor',
  'retail_stores UNION SELECT 1',
] as const;

/** Other URL parameters: [path, status]. */
export const URL_CASES: [string, number][] = [
  [`/api/v2/modules?program_slug=${encodeURIComponent("retail' OR '1'='1")}`, 404],
  ['/api/v2/modules?program_slug=__proto__', 404],
  [`/api/v2/variables/${encodeURIComponent("retail' OR 1=1 --")}`, 404],
  ['/api/v2/variables/__proto__', 404],
  [`/api/v2/dashboards/${encodeURIComponent('../../globex/dashboards/sales-overview')}`, 404],
  ['/api/v2/dashboard/info?dashboard_duid=__proto__', 404],
  [`/api/v2/dashboards?module_id=${encodeURIComponent('101 OR 1=1')}`, 400],
];

/** Raw SQL a super user might try in the preview; each must be refused (400). */
export const RAW_SQL_REJECTED = [
  'SELECT 1; DROP TABLE sales',
  'WITH x AS (DELETE FROM sales RETURNING *) SELECT * FROM x',
  "COPY sales TO '/tmp/navigator-injection.csv'",
  "SELECT * FROM read_csv('/etc/passwd')",
  "ATTACH '/tmp/navigator-injection.db' AS x",
  "SELECT pg_read_file('/etc/passwd')",
  'UPDATE sales SET revenue = 0',
  'SELECT 1 /* ; */ ; DELETE FROM sales',
] as const;
