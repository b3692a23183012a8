import { ApiError } from '@csi/api-client';
import { describe, expect, it } from 'vitest';
import { nullWhenMissing } from './nullWhenMissing';

describe('nullWhenMissing', () => {
  it('answers the data of a lookup that found it', async () => {
    await expect(nullWhenMissing(Promise.resolve({ title: 'Phishing' }))).resolves.toEqual({ title: 'Phishing' });
  });

  it('answers null when the server answers 404', async () => {
    await expect(nullWhenMissing(Promise.reject(new ApiError(404, 'Article not found.')))).resolves.toBeNull();
  });

  it('rejects with any other failure', async () => {
    const failure = new ApiError(500, 'Database unavailable.');
    await expect(nullWhenMissing(Promise.reject(failure))).rejects.toBe(failure);
  });
});
