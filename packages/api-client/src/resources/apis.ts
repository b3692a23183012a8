import type { ApiRequest } from '../request';
import type { ApiDefinition, ApiDefinitionInput, ApiService } from '../types/ApiDefinition';
import type { Envelope } from '../types/Envelope';

/** The API catalog: public listing, admin management and playground definitions. */
export function createApisResource(request: ApiRequest) {
  return {
    /** The public APIs (GET v1/apis/all-apis). */
    list: () => request<Envelope<ApiDefinition[]>>({ path: 'v1/apis/all-apis' }),
    /** One API by id (GET v1/apis/get-api/{id}). */
    get: (id: number | string) => request<Envelope<ApiDefinition>>({ path: `v1/apis/get-api/${id}` }),
    /** Every API, offline ones too (auth, GET v1/apis/all-apis-admin). */
    listAdmin: () => request<Envelope<ApiDefinition[]>>({ path: 'v1/apis/all-apis-admin', auth: true }),
    /** The services the server has, which an API's apiService names (auth, GET v1/apis/all-services-admin). */
    services: () => request<Envelope<ApiService[]>>({ path: 'v1/apis/all-services-admin', auth: true }),
    /** Adds an API (auth, POST v1/apis/add-api). */
    add: (api: ApiDefinitionInput) =>
      request<Envelope<ApiDefinition>>({ method: 'POST', path: 'v1/apis/add-api', auth: true, data: api }),
    /** Updates an API (auth, PUT v1/apis/update-api/{id}). */
    update: (id: number | string, api: ApiDefinitionInput) =>
      request<Envelope<ApiDefinition>>({ method: 'PUT', path: `v1/apis/update-api/${id}`, auth: true, data: api }),
    /** The definition for a lab by API id or special lab name; `data[0]` (GET v1/apis/get-api-s-playground/{idOrName}). */
    playgroundDefinition: (idOrName: string) =>
      request<Envelope<ApiDefinition[]>>({ path: `v1/apis/get-api-s-playground/${encodeURIComponent(idOrName)}` }),
  };
}

/** The apis resource of a client. */
export type ApisResource = ReturnType<typeof createApisResource>;
