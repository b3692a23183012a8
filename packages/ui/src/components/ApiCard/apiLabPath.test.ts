import { apiLabPath, usesDefaultPlayground } from './apiLabPath';

describe('apiLabPath', () => {
  it.each([0, '0', '', ' ', null, undefined])('links to the generic lab when specialPlayground is %j', (special) => {
    expect(usesDefaultPlayground(special)).toBe(true);
    expect(apiLabPath('csi-meta-01', special)).toBe('/ac/apis/api-lab/csi-meta-01');
  });

  it('links to the special lab otherwise', () => {
    expect(apiLabPath(7, 'pdf-security')).toBe('/ac/apis/s/api-lab/pdf-security');
    expect(apiLabPath(7, 3)).toBe('/ac/apis/s/api-lab/3');
  });
});
