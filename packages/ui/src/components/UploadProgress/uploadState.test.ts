import { act, renderHook } from '@testing-library/react';
import { formatBytes, uploadStateOf } from './uploadState';
import { useUpload } from './useUpload';

describe('uploadStateOf', () => {
  it("is 'uploading' with the bytes sent until every byte of a known size is sent, then 'processing'", () => {
    expect(uploadStateOf({ loaded: 10, total: 40 })).toEqual({ phase: 'uploading', loaded: 10, total: 40 });
    expect(uploadStateOf({ loaded: 40, total: 40 })).toEqual({ phase: 'processing' });
    expect(uploadStateOf({ loaded: 10 }, 40)).toEqual({ phase: 'uploading', loaded: 10, total: 40 });
    expect(uploadStateOf({ loaded: 10 })).toEqual({ phase: 'uploading', loaded: 10, total: 0 });
  });
});

describe('formatBytes', () => {
  it('writes bytes, KB and MB', () => {
    expect([formatBytes(812), formatBytes(14_541), formatBytes(20 * 1024 * 1024)]).toEqual([
      '812 B',
      '14.2 KB',
      '20.0 MB',
    ]);
  });
});

describe('useUpload', () => {
  it('goes uploading (0 of the size), with the reports, processing, and idle once the answer (or an error) is in', async () => {
    const { result } = renderHook(() => useUpload());
    let report: (event: { loaded: number; total?: number }) => void = () => undefined;
    let finish: (value: string) => void = () => undefined;
    let done: Promise<string> = Promise.resolve('');
    act(() => {
      done = result.current.track(100, (onUploadProgress) => {
        report = onUploadProgress;
        return new Promise<string>((resolve) => (finish = resolve));
      });
    });
    expect(result.current.state).toEqual({ phase: 'uploading', loaded: 0, total: 100 });
    act(() => report({ loaded: 60, total: 100 }));
    expect(result.current.state).toEqual({ phase: 'uploading', loaded: 60, total: 100 });
    act(() => report({ loaded: 100, total: 100 }));
    expect(result.current.state).toEqual({ phase: 'processing' });
    await act(async () => finish('answer'));
    await expect(done).resolves.toBe('answer');
    expect(result.current.state).toEqual({ phase: 'idle' });

    let failed: Promise<never> = Promise.reject(new Error('unused'));
    failed.catch(() => undefined);
    await act(async () => {
      failed = result.current.track(5, () => Promise.reject(new Error('Network Error')));
      await failed.catch(() => undefined);
    });
    await expect(failed).rejects.toThrow('Network Error');
    expect(result.current.state).toEqual({ phase: 'idle' });
  });
});
