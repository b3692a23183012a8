import { maskApiKey } from './maskApiKey';

describe('maskApiKey', () => {
  it('keeps the prefix and 4 characters at each end of the second part, one star per hidden character', () => {
    expect(maskApiKey('csi_abcd1234efgh5678')).toBe('csi_abcd********5678');
    expect(maskApiKey('live_0123456789')).toBe('live_0123**6789');
    expect(maskApiKey('csi_abcdefghi')).toBe('csi_abcd*fghi');
  });

  it('keeps the length of the key', () => {
    const key = 'csi_' + 'k'.repeat(40);
    expect(maskApiKey(key)).toHaveLength(key.length);
  });

  it('splits at the first underscore only', () => {
    expect(maskApiKey('csi_abcd_1234_efgh')).toBe('csi_abcd******efgh');
  });

  it('stars a second part of 8 characters or fewer completely', () => {
    expect(maskApiKey('csi_abcd1234')).toBe('csi_********');
    expect(maskApiKey('csi_ab')).toBe('csi_**');
    expect(maskApiKey('csi_')).toBe('csi_');
  });

  it('masks a key without underscore as a second part without prefix', () => {
    expect(maskApiKey('abcd1234efgh5678')).toBe('abcd********5678');
    expect(maskApiKey('short')).toBe('*****');
    expect(maskApiKey('')).toBe('');
  });
});
