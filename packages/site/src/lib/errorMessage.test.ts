import { ApiError, AuthenticationError } from '@csi/api-client';
import { errorMessage } from './errorMessage';

describe('errorMessage', () => {
  it("given a 4xx answer, says the server's msg", () => {
    expect(errorMessage(new ApiError(400, 'Full name must only contain letters and spaces.'), 'Try later.')).toBe(
      'Full name must only contain letters and spaces.',
    );
    expect(errorMessage(new ApiError(429, 'Too many messages.'))).toBe('Too many messages.');
    expect(errorMessage(new AuthenticationError('Token not available'))).toBe('Token not available');
  });

  it('given a 5xx answer, a network failure or another error, says the fallback', () => {
    const fallback = 'We could not update your profile. Please try again later.';
    expect(errorMessage(new ApiError(500, 'Internal Server Error'), fallback)).toBe(fallback);
    expect(errorMessage(new ApiError(503, 'Database unavailable'), fallback)).toBe(fallback);
    expect(errorMessage(new ApiError(0, 'Network Error'), fallback)).toBe(fallback);
    expect(errorMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
  });

  it('without a fallback, says the generic text', () => {
    expect(errorMessage(new ApiError(502, 'Bad Gateway'))).toBe('Something went wrong. Please try again later.');
    expect(errorMessage('boom')).toBe('Something went wrong. Please try again later.');
  });
});
