import { defaultPlaygroundMethod, fileAcceptFor } from './defaultPlaygroundMethod';

describe('defaultPlaygroundMethod', () => {
  it('opens a multipart/form-data API on FILE', () => {
    expect(defaultPlaygroundMethod('multipart/form-data')).toBe('FILE');
    expect(defaultPlaygroundMethod('Multipart/Form-Data; boundary=x')).toBe('FILE');
  });

  it('opens every other API on POST, the spec default', () => {
    expect(defaultPlaygroundMethod('application/json')).toBe('POST');
    expect(defaultPlaygroundMethod('application/pdf')).toBe('POST');
    expect(defaultPlaygroundMethod('multipart/mixed')).toBe('POST');
    expect(defaultPlaygroundMethod('*/*')).toBe('POST');
  });
});

describe('fileAcceptFor', () => {
  it('lets the file selector offer any file for multipart and */* APIs', () => {
    expect(fileAcceptFor('multipart/form-data')).toBeUndefined();
    expect(fileAcceptFor('*/*')).toBeUndefined();
  });

  it("offers only the API's content type otherwise", () => {
    expect(fileAcceptFor('application/pdf')).toBe('application/pdf');
    expect(fileAcceptFor('image/png')).toBe('image/png');
  });
});
