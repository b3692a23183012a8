import type { ApiService } from '@csi/api-client';
import { type ServiceEndpoint, serviceHandlers } from './serviceHandlers';

/**
 * The services the server has, by name (the usage log's serviceType, which an API's apiService names), each with
 * the endpoint paths it serves, sorted by name.
 */
export function serviceCatalog(handlers: Record<string, ServiceEndpoint> = serviceHandlers): ApiService[] {
  const byName = new Map<string, string[]>();
  for (const [path, { serviceType }] of Object.entries(handlers)) {
    byName.set(serviceType, [...(byName.get(serviceType) ?? []), path]);
  }
  return [...byName]
    .map(([apiService, endpoints]) => ({ apiService, endpoints }))
    .sort((a, b) => a.apiService.localeCompare(b.apiService));
}
