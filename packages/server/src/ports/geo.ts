// Country from an IP address. The core fails open (null); the Node adapter plugs in the offline country table.

/** The country of an address. @public */
export interface GeoResult {
  /** The country's name, or null when unknown. */
  country: string | null;
  /** The ISO 3166-1 alpha-2 code, or null when unknown. */
  countryCode: string | null;
}

/** Finds the country of an address, a port. @public */
export interface GeoLookup {
  /** Never throws: an address that cannot be resolved gives nulls. */
  lookup(ip: string): Promise<GeoResult>;
}

/** A lookup that knows no country. @public */
export const noGeo: GeoLookup = {
  async lookup() {
    return { country: null, countryCode: null };
  },
};
