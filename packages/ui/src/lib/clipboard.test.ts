import { COPY_FAILED, NO_TEXT_TO_COPY, copyText } from './clipboard';

describe('copyText', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  it('writes the text to the clipboard', async () => {
    await copyText('npm i @csi/ui');
    expect(writeText).toHaveBeenCalledWith('npm i @csi/ui');
  });

  it("refuses empty text with 'No text to copy'", async () => {
    expect(NO_TEXT_TO_COPY).toBe('No text to copy');
    await expect(copyText('')).rejects.toThrow('No text to copy');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('reports a refused clipboard as a copy failure', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await expect(copyText('x')).rejects.toThrow(COPY_FAILED);
  });
});
