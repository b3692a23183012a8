import type { ApiAccepts } from './apiAccepts';

/** An API of the catalog (spec section 3 "API definition"). */
export interface ApiDefinition {
  id: number;
  apiId: string;
  name: string;
  shortDescription: string;
  documentationLink: string;
  /** `'0'` for the generic lab, otherwise the name of a special lab (e.g. `pdf-security`). */
  specialPlayground: string;
  /** Comma-separated endpoint paths, e.g. `/encrypt-data,/decrypt-data`. */
  endpoint: string;
  apiAccepts: ApiAccepts;
  /** Body examples, alternatives separated by the word OR. */
  bodyExample: string;
  /** Cost per call in USD. */
  cost: number;
  apiService: string;
  live: boolean;
}

/** Body of API create and update. */
export type ApiDefinitionInput = Omit<ApiDefinition, 'id'>;

/** The body example a new API starts with. */
export const DEFAULT_BODY_EXAMPLE = JSON.stringify({ rawData: 'Your data here' }, null, 2);

/** The apiService of an API with no service behind it: documentation only, never live. */
export const DOCUMENTATION_ONLY_SERVICE = 'none';

/** A service the server has: its name (an API's apiService) and the endpoint paths it serves. */
export interface ApiService {
  apiService: string;
  endpoints: string[];
}
