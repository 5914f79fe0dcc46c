/**
 * The two demo retailers. Everything that makes acme look different from globex lives here
 * as data (geography, store naming, brands, categories, programs); the SQL that turns a
 * profile into tables is the same for both.
 */

/** A region of a territory: the states its stores sit in and how many districts it has. */
export interface RegionSpec {
  readonly name: string;
  readonly states: readonly string[];
  readonly districts: number;
}

/** A sales territory and its regions. */
export interface TerritorySpec {
  readonly name: string;
  readonly regions: readonly RegionSpec[];
}

/** A kind of product with its price range in dollars: `[noun, lowest price, highest price]`. */
export type ProductNoun = readonly [noun: string, minPrice: number, maxPrice: number];

/** A product category: its share of sales lines, gross margin and the products it holds. */
export interface CategorySpec {
  readonly name: string;
  /** Relative share of sales lines. */
  readonly weight: number;
  /** Average gross margin (0-1) of its products. */
  readonly margin: number;
  readonly nouns: readonly ProductNoun[];
}

/** A brand and the categories it makes products in. */
export interface BrandSpec {
  readonly name: string;
  readonly categories: readonly string[];
}

/** How a tenant names and sizes its stores. */
export interface StoreSpec {
  readonly count: number;
  /** Store name is `${prefix}${city}${suffix}`, plus a branch name for a city's 2nd+ store. */
  readonly prefix: string;
  readonly suffix: string;
  readonly branchNames: readonly string[];
  readonly minSquareFeet: number;
  readonly maxSquareFeet: number;
  /** Stores opened before the data starts open between these dates. */
  readonly openedFrom: string;
  readonly openedTo: string;
  /** Share of stores (0-1) that open during the data period instead; they sell from then on. */
  readonly newStoreShare: number;
}

/** One demo tenant: a schema of its own in its own file, `<data>/<tenant>/demo.duckdb`. */
export interface TenantProfile {
  /** Tenant id and schema name. */
  readonly tenant: string;
  /** Added to the build seed so tenants never share a random stream. */
  readonly seedOffset: number;
  /** Sales rows of this tenant for a build of `rows` (the acme row count). */
  readonly salesRows: (rows: number) => number;
  readonly territories: readonly TerritorySpec[];
  readonly stores: StoreSpec;
  readonly productCount: number;
  readonly categories: readonly CategorySpec[];
  readonly brands: readonly BrandSpec[];
  /** Program slugs of the tenant: each gets its operational variables. */
  readonly programs: readonly string[];
}

const ACME: TenantProfile = {
  tenant: 'acme',
  seedOffset: 0,
  salesRows: (rows) => rows,
  territories: [
    {
      name: 'East',
      regions: [
        { name: 'New England', states: ['MA', 'CT', 'RI', 'NH', 'ME', 'VT'], districts: 3 },
        { name: 'New York Metro', states: ['NY', 'NJ'], districts: 3 },
        { name: 'Mid-Atlantic', states: ['PA', 'MD', 'DE', 'DC', 'VA'], districts: 4 },
      ],
    },
    {
      name: 'South',
      regions: [
        { name: 'Southeast', states: ['NC', 'SC', 'GA'], districts: 3 },
        { name: 'Florida', states: ['FL'], districts: 3 },
        { name: 'Gulf South', states: ['AL', 'MS', 'LA', 'TN', 'KY', 'AR'], districts: 3 },
      ],
    },
    {
      name: 'Central',
      regions: [
        { name: 'Great Lakes', states: ['MI', 'OH', 'IN'], districts: 3 },
        { name: 'Midwest', states: ['IL', 'WI', 'MN', 'IA', 'MO', 'KS', 'NE'], districts: 4 },
        { name: 'Texas', states: ['TX', 'OK'], districts: 4 },
      ],
    },
    {
      name: 'West',
      regions: [
        { name: 'Pacific Northwest', states: ['WA', 'OR', 'ID', 'MT'], districts: 3 },
        { name: 'California', states: ['CA'], districts: 4 },
        { name: 'Mountain', states: ['CO', 'UT', 'AZ', 'NV', 'NM'], districts: 3 },
      ],
    },
  ],
  stores: {
    count: 400,
    prefix: 'Acme ',
    suffix: '',
    branchNames: ['Downtown', 'North', 'South', 'East', 'West', 'Plaza', 'Crossing', 'Commons'],
    minSquareFeet: 20_000,
    maxSquareFeet: 60_000,
    openedFrom: '1998-03-01',
    openedTo: '2022-09-30',
    newStoreShare: 0.08,
  },
  productCount: 300,
  categories: [
    {
      name: 'TV & Home Theater',
      weight: 10,
      margin: 0.16,
      nouns: [
        ['OLED TV', 899, 2999],
        ['4K LED TV', 249, 1299],
        ['Projector', 299, 1499],
        ['Streaming Player', 29, 199],
      ],
    },
    {
      name: 'Computers & Tablets',
      weight: 10,
      margin: 0.14,
      nouns: [
        ['Laptop', 449, 2199],
        ['Tablet', 129, 1099],
        ['Monitor', 129, 799],
        ['Keyboard', 29, 179],
      ],
    },
    {
      name: 'Mobile & Wearables',
      weight: 14,
      margin: 0.22,
      nouns: [
        ['Smartphone', 199, 1299],
        ['Smartwatch', 99, 599],
        ['Fitness Band', 39, 149],
        ['Phone Case', 14, 59],
      ],
    },
    {
      name: 'Audio',
      weight: 13,
      margin: 0.32,
      nouns: [
        ['Wireless Earbuds', 39, 299],
        ['Headphones', 49, 449],
        ['Bluetooth Speaker', 29, 399],
        ['Turntable', 99, 699],
      ],
    },
    {
      name: 'Home Appliances',
      weight: 11,
      margin: 0.27,
      nouns: [
        ['Robot Vacuum', 179, 999],
        ['Air Purifier', 89, 599],
        ['Stand Mixer', 199, 549],
        ['Coffee Maker', 39, 399],
      ],
    },
    {
      name: 'Kitchen & Dining',
      weight: 13,
      margin: 0.38,
      nouns: [
        ['Cookware Set', 69, 449],
        ['Knife Block', 49, 299],
        ['Dinnerware Set', 39, 199],
        ['Blender', 39, 249],
      ],
    },
    {
      name: 'Home & Bedding',
      weight: 14,
      margin: 0.45,
      nouns: [
        ['Comforter', 49, 299],
        ['Sheet Set', 29, 179],
        ['Bath Towel Set', 19, 89],
        ['Table Lamp', 24, 149],
      ],
    },
    {
      name: 'Apparel & Footwear',
      weight: 15,
      margin: 0.48,
      nouns: [
        ['Running Shoes', 59, 179],
        ['Denim Jeans', 29, 98],
        ['Rain Jacket', 49, 229],
        ['Graphic Tee', 9, 34],
      ],
    },
  ],
  brands: [
    {
      name: 'Lumina',
      categories: ['TV & Home Theater', 'Computers & Tablets', 'Mobile & Wearables'],
    },
    { name: 'Voltix', categories: ['Computers & Tablets', 'Mobile & Wearables', 'Audio'] },
    { name: 'Sonora', categories: ['Audio', 'TV & Home Theater'] },
    { name: 'Kestrel', categories: ['Mobile & Wearables', 'Audio'] },
    { name: 'Northpeak', categories: ['Apparel & Footwear'] },
    { name: 'Brightwell', categories: ['Home Appliances', 'Kitchen & Dining'] },
    { name: 'Halden', categories: ['Kitchen & Dining', 'Home & Bedding'] },
    { name: 'Marlow & Finch', categories: ['Home & Bedding', 'Apparel & Footwear'] },
    { name: 'Nimbus', categories: ['Computers & Tablets', 'TV & Home Theater'] },
    { name: 'Tessera', categories: ['Home Appliances', 'Audio'] },
    { name: 'Cobalt', categories: ['Apparel & Footwear', 'Mobile & Wearables'] },
    { name: 'Aurelia', categories: ['Home & Bedding', 'Kitchen & Dining'] },
  ],
  programs: ['retail', 'ecommerce', 'stores_ops'],
};

const GLOBEX: TenantProfile = {
  tenant: 'globex',
  seedOffset: 1_000_003,
  salesRows: (rows) => Math.max(1000, Math.floor(rows / 4)),
  territories: [
    {
      name: 'Atlantic',
      regions: [
        {
          name: 'Northeast',
          states: ['MA', 'CT', 'RI', 'NH', 'ME', 'VT', 'NY', 'NJ'],
          districts: 3,
        },
        { name: 'Capital', states: ['PA', 'MD', 'DE', 'DC', 'VA'], districts: 2 },
      ],
    },
    {
      name: 'Heartland',
      regions: [
        { name: 'Lakes', states: ['MI', 'OH', 'IN', 'IL', 'WI'], districts: 3 },
        { name: 'Plains', states: ['MN', 'IA', 'MO', 'KS', 'NE'], districts: 2 },
      ],
    },
    {
      name: 'Gulf',
      regions: [
        { name: 'Lone Star', states: ['TX', 'OK', 'AR', 'LA'], districts: 3 },
        {
          name: 'Deep South',
          states: ['MS', 'AL', 'GA', 'FL', 'TN', 'KY', 'NC', 'SC'],
          districts: 3,
        },
      ],
    },
    {
      name: 'Pacific',
      regions: [
        { name: 'Cascadia', states: ['WA', 'OR', 'ID', 'MT'], districts: 2 },
        { name: 'Golden State', states: ['CA'], districts: 3 },
      ],
    },
    {
      name: 'Mountain',
      regions: [
        { name: 'Rockies', states: ['CO', 'UT'], districts: 2 },
        { name: 'Desert Southwest', states: ['AZ', 'NV', 'NM'], districts: 2 },
      ],
    },
  ],
  stores: {
    count: 160,
    prefix: 'Globex ',
    suffix: ' Outfitters',
    branchNames: ['Riverside', 'Junction', 'Mills', 'Lakeside', 'Hills', 'Landing', 'Gateway'],
    minSquareFeet: 12_000,
    maxSquareFeet: 45_000,
    openedFrom: '2005-05-01',
    openedTo: '2022-08-31',
    newStoreShare: 0.12,
  },
  productCount: 180,
  categories: [
    {
      name: 'Camping & Hiking',
      weight: 16,
      margin: 0.36,
      nouns: [
        ['Tent', 79, 699],
        ['Sleeping Bag', 39, 299],
        ['Backpack', 29, 249],
        ['Camp Stove', 29, 179],
      ],
    },
    {
      name: 'Sporting Goods',
      weight: 14,
      margin: 0.28,
      nouns: [
        ['Bicycle', 249, 1499],
        ['Kayak', 299, 1199],
        ['Golf Driver', 149, 549],
        ['Basketball', 19, 59],
      ],
    },
    {
      name: 'Fitness',
      weight: 12,
      margin: 0.3,
      nouns: [
        ['Treadmill', 599, 2499],
        ['Dumbbell Set', 49, 399],
        ['Yoga Mat', 19, 89],
        ['Rowing Machine', 299, 1299],
      ],
    },
    {
      name: 'Garden & Patio',
      weight: 13,
      margin: 0.33,
      nouns: [
        ['Patio Set', 299, 1999],
        ['Gas Grill', 149, 1299],
        ['Lawn Mower', 199, 899],
        ['Planter', 14, 79],
      ],
    },
    {
      name: 'Tools & Hardware',
      weight: 13,
      margin: 0.31,
      nouns: [
        ['Cordless Drill', 59, 299],
        ['Tool Chest', 99, 899],
        ['Step Ladder', 69, 349],
        ['Work Light', 19, 89],
      ],
    },
    {
      name: 'Outdoor Apparel',
      weight: 18,
      margin: 0.5,
      nouns: [
        ['Fleece Jacket', 39, 149],
        ['Hiking Pants', 35, 119],
        ['Rain Shell', 59, 299],
        ['Base Layer', 25, 89],
      ],
    },
    {
      name: 'Footwear',
      weight: 14,
      margin: 0.44,
      nouns: [
        ['Hiking Boots', 79, 249],
        ['Trail Runners', 69, 169],
        ['Sandals', 24, 89],
        ['Wool Socks', 9, 29],
      ],
    },
  ],
  brands: [
    { name: 'Evergrove', categories: ['Camping & Hiking', 'Outdoor Apparel'] },
    { name: 'Redwood Lane', categories: ['Garden & Patio', 'Tools & Hardware'] },
    { name: 'Bluefin', categories: ['Sporting Goods', 'Fitness'] },
    { name: 'Atlas Trail', categories: ['Camping & Hiking', 'Footwear', 'Outdoor Apparel'] },
    { name: 'Juniper & Co', categories: ['Garden & Patio', 'Outdoor Apparel'] },
    { name: 'Fathom', categories: ['Sporting Goods', 'Camping & Hiking'] },
    { name: 'Copperline', categories: ['Tools & Hardware', 'Garden & Patio'] },
    { name: 'Wildwing', categories: ['Footwear', 'Fitness'] },
    { name: 'Stonebridge', categories: ['Tools & Hardware', 'Fitness'] },
    { name: 'Alder Works', categories: ['Garden & Patio', 'Camping & Hiking', 'Tools & Hardware'] },
  ],
  programs: ['retail'],
};

/** The demo tenants, in build order. */
export const DEMO_TENANTS: readonly TenantProfile[] = Object.freeze([ACME, GLOBEX]);
