import { endpointPaths } from './endpointPaths';

describe('endpointPaths (an API definition: endpoint is comma-separated paths)', () => {
  it('splits, trims and drops empty entries', () => {
    expect(endpointPaths('/encrypt-data,/decrypt-data')).toEqual(['/encrypt-data', '/decrypt-data']);
    expect(endpointPaths(' /encrypt-data , ,/decrypt-data,')).toEqual(['/encrypt-data', '/decrypt-data']);
    expect(endpointPaths('')).toEqual([]);
  });
});
