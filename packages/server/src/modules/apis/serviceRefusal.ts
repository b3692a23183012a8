import { type ApiService, DOCUMENTATION_ONLY_SERVICE } from '@csi/api-client';
import { endpointPaths } from '@csi/contract';

/** What an API names as its service, its endpoint paths and whether it is live. */
interface ServedApi {
  apiService: string;
  endpoint: string;
  live: boolean;
}

/**
 * Why an API cannot be saved as it is, or null: its apiService must be a service the server has or
 * 'none' (documentation only), and a live API must have a service that serves every one of its endpoint paths,
 * so no live API answers 501.
 */
export function serviceRefusal({ apiService, endpoint, live }: ServedApi, services: ApiService[]): string | null {
  const service = services.find((known) => known.apiService === apiService);
  if (!service && apiService !== DOCUMENTATION_ONLY_SERVICE) {
    const names = services.map((known) => known.apiService).join(', ');
    return `apiService must be one of the server's services (${names}) or ${DOCUMENTATION_ONLY_SERVICE} (documentation only).`;
  }
  if (!live) return null;
  if (!service) {
    return `A documentation-only API (apiService ${DOCUMENTATION_ONLY_SERVICE}) cannot be live: choose the service behind it, or save it Offline.`;
  }
  const unserved = endpointPaths(endpoint).find((path) => !service.endpoints.includes(path));
  if (unserved === undefined) return null;
  return `The ${service.apiService} service does not serve ${unserved} (it serves ${service.endpoints.join(', ')}): a live API's endpoints must be its service's, or save it Offline.`;
}
