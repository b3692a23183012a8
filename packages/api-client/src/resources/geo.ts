import type { ApiRequest, CallOptions } from '../request';

/** Where to look the visitor's country up, and the call's options (signal, headers). */
export interface GeoCountryNameOptions extends CallOptions {
  /** A public IP-geolocation JSON service answering `country_name`. @default 'https://ipapi.co/json/' */
  url?: string;
  /** Give up after this many ms. @default 5000 */
  timeout?: number;
}

/** The visitor's country, to prefill registration. */
export function createGeoResource(request: ApiRequest) {
  return {
    /** The country name of the visitor's IP, or 'N/A' on any failure (not counted as in flight). */
    countryName: async ({ url = 'https://ipapi.co/json/', timeout = 5000, ...options }: GeoCountryNameOptions = {}) => {
      try {
        const reply = await request<{ country_name?: unknown }>({ path: url, timeout, track: false }, options);
        return typeof reply?.country_name === 'string' && reply.country_name ? reply.country_name : 'N/A';
      } catch {
        return 'N/A';
      }
    },
  };
}

/** The geo resource of a client. */
export type GeoResource = ReturnType<typeof createGeoResource>;
