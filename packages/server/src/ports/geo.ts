// Country from an IP address. The core fails open (null); the Node adapter plugs in an offline database.

/** @public */
export interface GeoResult {
  country: string | null;
  countryCode: string | null;
}

/** @public */
export interface GeoLookup {
  /** Never throws: an address that cannot be resolved gives nulls. */
  lookup(ip: string): Promise<GeoResult>;
}

/** @public */
export const noGeo: GeoLookup = {
  async lookup() {
    return { country: null, countryCode: null };
  },
};
