import type { ApiRequest, CallOptions } from '../request';
import type { ApiDefinition, ApiDefinitionInput, ApiService } from '../types/ApiDefinition';
import type { Envelope } from '../types/Envelope';

/** The API catalog: public listing, admin management and playground definitions. */
export function createApisResource(request: ApiRequest) {
  return {
    /** The public APIs (GET v1/apis/all-apis). */
    list: (options?: CallOptions) => request<Envelope<ApiDefinition[]>>({ path: 'v1/apis/all-apis' }, options),
    /** One API by id (GET v1/apis/get-api/{id}). */
    get: (id: number | string, options?: CallOptions) =>
      request<Envelope<ApiDefinition>>({ path: `v1/apis/get-api/${id}` }, options),
    /** Every API, offline ones too (auth, GET v1/apis/all-apis-admin). */
    listAdmin: (options?: CallOptions) =>
      request<Envelope<ApiDefinition[]>>({ path: 'v1/apis/all-apis-admin', auth: true }, options),
    /** The services the server has, which an API's apiService names (auth, GET v1/apis/all-services-admin). */
    services: (options?: CallOptions) =>
      request<Envelope<ApiService[]>>({ path: 'v1/apis/all-services-admin', auth: true }, options),
    /** Adds an API (auth, POST v1/apis/add-api). */
    add: (api: ApiDefinitionInput, options?: CallOptions) =>
      request<Envelope<ApiDefinition>>({ method: 'POST', path: 'v1/apis/add-api', auth: true, data: api }, options),
    /** Updates an API (auth, PUT v1/apis/update-api/{id}). */
    update: (id: number | string, api: ApiDefinitionInput, options?: CallOptions) =>
      request<Envelope<ApiDefinition>>(
        { method: 'PUT', path: `v1/apis/update-api/${id}`, auth: true, data: api },
        options,
      ),
    /** The definition for a lab by API id or special lab name; `data[0]` (GET v1/apis/get-api-s-playground/{idOrName}). */
    playgroundDefinition: (idOrName: string, options?: CallOptions) =>
      request<Envelope<ApiDefinition[]>>(
        { path: `v1/apis/get-api-s-playground/${encodeURIComponent(idOrName)}` },
        options,
      ),
  };
}

/** The apis resource of a client. */
export type ApisResource = ReturnType<typeof createApisResource>;
