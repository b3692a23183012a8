import { ApiError, type ApiDefinition } from '@csi/api-client';
import { client } from '../../../client';
import { useAsync } from '../../../hooks/useAsync';

/** The API definition of a lab by API id or special lab name; null when there is none. */
export function useLabDefinition(idOrName: string) {
  return useAsync<ApiDefinition | null>(
    () =>
      client.apis.playgroundDefinition(idOrName).then(
        (reply) => reply.data[0] ?? null,
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        },
      ),
    [idOrName],
  );
}
