import { vi } from 'vitest';
import { serviceHandlers } from '../services/serviceHandlers';

/**
 * Runs `call` while the next run of the service at `path` first does `meanwhile` (what another instance or another
 * writer does while a call runs), then runs for real. Answers what `call` answers; fails when the service did not run.
 */
export async function duringServiceRun<T>(
  path: string,
  meanwhile: () => Promise<unknown>,
  call: () => Promise<T>,
): Promise<T> {
  const endpoint = serviceHandlers[path];
  if (!endpoint) throw new Error(`no ${path} service`);
  const realHandler = endpoint.handler;
  const handler = vi.spyOn(endpoint, 'handler').mockImplementationOnce(async (request, context) => {
    await meanwhile();
    return realHandler(request, context);
  });
  try {
    const result = await call();
    if (handler.mock.calls.length !== 1) throw new Error(`the ${path} service did not run once`);
    return result;
  } finally {
    handler.mockRestore();
  }
}
