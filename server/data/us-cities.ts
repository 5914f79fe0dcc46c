/** A US city the demo stores can stand in: name, two-letter state and its rough coordinates. */
export interface UsCity {
  readonly city: string;
  readonly state: string;
  readonly latitude: number;
  readonly longitude: number;
}

type CityRow = readonly [city: string, latitude: number, longitude: number];

// Coordinates are city centres to two decimals: the map only needs stores in the right place.
const CITIES_BY_STATE: Readonly<Record<string, readonly CityRow[]>> = {
  MA: [
    ['Boston', 42.36, -71.06],
    ['Worcester', 42.26, -71.8],
    ['Springfield', 42.1, -72.59],
    ['Cambridge', 42.37, -71.11],
    ['Lowell', 42.63, -71.32],
  ],
  CT: [
    ['Hartford', 41.76, -72.68],
    ['New Haven', 41.31, -72.92],
    ['Stamford', 41.05, -73.54],
    ['Bridgeport', 41.19, -73.2],
  ],
  RI: [
    ['Providence', 41.82, -71.41],
    ['Warwick', 41.7, -71.42],
  ],
  NH: [
    ['Manchester', 42.99, -71.45],
    ['Nashua', 42.77, -71.47],
  ],
  ME: [
    ['Portland', 43.66, -70.26],
    ['Bangor', 44.8, -68.77],
  ],
  VT: [['Burlington', 44.48, -73.21]],
  NY: [
    ['New York', 40.71, -74.01],
    ['Brooklyn', 40.68, -73.94],
    ['Buffalo', 42.89, -78.88],
    ['Rochester', 43.16, -77.61],
    ['Albany', 42.65, -73.76],
    ['Syracuse', 43.05, -76.15],
    ['Yonkers', 40.93, -73.9],
    ['White Plains', 41.03, -73.76],
  ],
  NJ: [
    ['Newark', 40.74, -74.17],
    ['Jersey City', 40.73, -74.08],
    ['Paterson', 40.92, -74.17],
    ['Trenton', 40.22, -74.76],
    ['Edison', 40.52, -74.41],
  ],
  PA: [
    ['Philadelphia', 39.95, -75.17],
    ['Pittsburgh', 40.44, -80.0],
    ['Allentown', 40.61, -75.49],
    ['Harrisburg', 40.27, -76.88],
    ['Erie', 42.13, -80.09],
    ['Lancaster', 40.04, -76.31],
  ],
  MD: [
    ['Baltimore', 39.29, -76.61],
    ['Rockville', 39.08, -77.15],
    ['Annapolis', 38.98, -76.49],
    ['Frederick', 39.41, -77.41],
  ],
  DE: [
    ['Wilmington', 39.74, -75.55],
    ['Dover', 39.16, -75.52],
  ],
  DC: [['Washington', 38.91, -77.04]],
  VA: [
    ['Richmond', 37.54, -77.44],
    ['Virginia Beach', 36.85, -75.98],
    ['Norfolk', 36.85, -76.29],
    ['Arlington', 38.88, -77.1],
    ['Roanoke', 37.27, -79.94],
  ],
  NC: [
    ['Charlotte', 35.23, -80.84],
    ['Raleigh', 35.78, -78.64],
    ['Greensboro', 36.07, -79.79],
    ['Durham', 35.99, -78.9],
    ['Asheville', 35.6, -82.55],
    ['Wilmington', 34.23, -77.94],
  ],
  SC: [
    ['Charleston', 32.78, -79.93],
    ['Columbia', 34.0, -81.03],
    ['Greenville', 34.85, -82.4],
  ],
  GA: [
    ['Atlanta', 33.75, -84.39],
    ['Savannah', 32.08, -81.09],
    ['Augusta', 33.47, -81.97],
    ['Macon', 32.84, -83.63],
    ['Marietta', 33.95, -84.55],
  ],
  FL: [
    ['Miami', 25.76, -80.19],
    ['Orlando', 28.54, -81.38],
    ['Tampa', 27.95, -82.46],
    ['Jacksonville', 30.33, -81.66],
    ['Fort Lauderdale', 26.12, -80.14],
    ['St. Petersburg', 27.77, -82.64],
    ['Tallahassee', 30.44, -84.28],
    ['Fort Myers', 26.64, -81.87],
    ['West Palm Beach', 26.72, -80.05],
    ['Gainesville', 29.65, -82.32],
  ],
  AL: [
    ['Birmingham', 33.52, -86.8],
    ['Huntsville', 34.73, -86.59],
    ['Mobile', 30.69, -88.04],
    ['Montgomery', 32.38, -86.3],
  ],
  MS: [
    ['Jackson', 32.3, -90.18],
    ['Gulfport', 30.37, -89.09],
  ],
  LA: [
    ['New Orleans', 29.95, -90.07],
    ['Baton Rouge', 30.45, -91.19],
    ['Shreveport', 32.53, -93.75],
    ['Lafayette', 30.22, -92.02],
  ],
  TN: [
    ['Nashville', 36.16, -86.78],
    ['Memphis', 35.15, -90.05],
    ['Knoxville', 35.96, -83.92],
    ['Chattanooga', 35.05, -85.31],
  ],
  KY: [
    ['Louisville', 38.25, -85.76],
    ['Lexington', 38.04, -84.5],
  ],
  AR: [
    ['Little Rock', 34.75, -92.29],
    ['Fayetteville', 36.06, -94.16],
  ],
  MI: [
    ['Detroit', 42.33, -83.05],
    ['Grand Rapids', 42.96, -85.67],
    ['Ann Arbor', 42.28, -83.74],
    ['Lansing', 42.73, -84.56],
    ['Troy', 42.61, -83.15],
  ],
  OH: [
    ['Columbus', 39.96, -83.0],
    ['Cleveland', 41.5, -81.69],
    ['Cincinnati', 39.1, -84.51],
    ['Toledo', 41.65, -83.54],
    ['Akron', 41.08, -81.52],
    ['Dayton', 39.76, -84.19],
  ],
  IN: [
    ['Indianapolis', 39.77, -86.16],
    ['Fort Wayne', 41.08, -85.14],
    ['Evansville', 37.97, -87.57],
    ['South Bend', 41.68, -86.25],
  ],
  IL: [
    ['Chicago', 41.88, -87.63],
    ['Naperville', 41.75, -88.15],
    ['Aurora', 41.76, -88.32],
    ['Rockford', 42.27, -89.09],
    ['Springfield', 39.78, -89.65],
    ['Peoria', 40.69, -89.59],
    ['Schaumburg', 42.03, -88.08],
  ],
  WI: [
    ['Milwaukee', 43.04, -87.91],
    ['Madison', 43.07, -89.4],
    ['Green Bay', 44.51, -88.01],
  ],
  MN: [
    ['Minneapolis', 44.98, -93.27],
    ['St. Paul', 44.95, -93.09],
    ['Rochester', 44.02, -92.47],
    ['Bloomington', 44.84, -93.3],
    ['Duluth', 46.79, -92.1],
  ],
  IA: [
    ['Des Moines', 41.59, -93.62],
    ['Cedar Rapids', 41.98, -91.67],
  ],
  MO: [
    ['Kansas City', 39.1, -94.58],
    ['St. Louis', 38.63, -90.2],
    ['Springfield', 37.21, -93.29],
  ],
  KS: [
    ['Wichita', 37.69, -97.34],
    ['Overland Park', 38.98, -94.67],
  ],
  NE: [
    ['Omaha', 41.26, -95.93],
    ['Lincoln', 40.81, -96.7],
  ],
  TX: [
    ['Houston', 29.76, -95.37],
    ['Dallas', 32.78, -96.8],
    ['San Antonio', 29.42, -98.49],
    ['Austin', 30.27, -97.74],
    ['Fort Worth', 32.76, -97.33],
    ['El Paso', 31.76, -106.49],
    ['Plano', 33.02, -96.7],
    ['Arlington', 32.74, -97.11],
    ['Corpus Christi', 27.8, -97.4],
    ['Lubbock', 33.58, -101.86],
    ['The Woodlands', 30.17, -95.46],
    ['McAllen', 26.2, -98.23],
  ],
  OK: [
    ['Oklahoma City', 35.47, -97.52],
    ['Tulsa', 36.15, -95.99],
  ],
  CO: [
    ['Denver', 39.74, -104.99],
    ['Colorado Springs', 38.83, -104.82],
    ['Aurora', 39.73, -104.83],
    ['Fort Collins', 40.59, -105.08],
    ['Boulder', 40.01, -105.27],
  ],
  UT: [
    ['Salt Lake City', 40.76, -111.89],
    ['Provo', 40.23, -111.66],
    ['Ogden', 41.22, -111.97],
  ],
  AZ: [
    ['Phoenix', 33.45, -112.07],
    ['Tucson', 32.22, -110.97],
    ['Scottsdale', 33.49, -111.93],
    ['Mesa', 33.42, -111.83],
    ['Chandler', 33.31, -111.84],
    ['Flagstaff', 35.2, -111.65],
  ],
  NV: [
    ['Las Vegas', 36.17, -115.14],
    ['Reno', 39.53, -119.81],
    ['Henderson', 36.04, -114.98],
  ],
  NM: [
    ['Albuquerque', 35.08, -106.65],
    ['Santa Fe', 35.69, -105.94],
    ['Las Cruces', 32.32, -106.76],
  ],
  ID: [
    ['Boise', 43.62, -116.2],
    ['Idaho Falls', 43.49, -112.03],
  ],
  MT: [
    ['Billings', 45.78, -108.5],
    ['Missoula', 46.87, -113.99],
  ],
  WA: [
    ['Seattle', 47.61, -122.33],
    ['Spokane', 47.66, -117.43],
    ['Tacoma', 47.25, -122.44],
    ['Bellevue', 47.61, -122.2],
    ['Vancouver', 45.64, -122.66],
    ['Everett', 47.98, -122.2],
  ],
  OR: [
    ['Portland', 45.52, -122.68],
    ['Eugene', 44.05, -123.09],
    ['Salem', 44.94, -123.04],
    ['Bend', 44.06, -121.32],
    ['Beaverton', 45.49, -122.8],
  ],
  CA: [
    ['Los Angeles', 34.05, -118.24],
    ['San Diego', 32.72, -117.16],
    ['San Jose', 37.34, -121.89],
    ['San Francisco', 37.77, -122.42],
    ['Sacramento', 38.58, -121.49],
    ['Fresno', 36.74, -119.79],
    ['Oakland', 37.8, -122.27],
    ['Long Beach', 33.77, -118.19],
    ['Irvine', 33.68, -117.83],
    ['Santa Monica', 34.02, -118.49],
    ['Pasadena', 34.15, -118.14],
    ['Riverside', 33.95, -117.4],
    ['Bakersfield', 35.37, -119.02],
    ['Santa Clara', 37.35, -121.96],
    ['Walnut Creek', 37.91, -122.07],
  ],
};

/** Every embedded city, grouped by state in a fixed order (the order is part of the seed). */
export const US_CITIES: readonly UsCity[] = Object.freeze(
  Object.entries(CITIES_BY_STATE).flatMap(([state, rows]) =>
    rows.map(([city, latitude, longitude]) => Object.freeze({ city, state, latitude, longitude })),
  ),
);
