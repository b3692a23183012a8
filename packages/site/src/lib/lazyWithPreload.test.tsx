import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazyWithPreload';

type Module = { default: ComponentType<{ name: string }> };

/** A chunk whose load the test settles by hand. */
function deferredChunk() {
  const settle: { resolve: (module: Module) => void; reject: (error: Error) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const load = vi.fn(
    () =>
      new Promise<Module>((resolve, reject) => {
        settle.resolve = resolve;
        settle.reject = reject;
      }),
  );
  return { load, settle };
}

const Hello = ({ name }: { name: string }) => <h1>Hello {name}</h1>;

/** Renders the component under a Suspense boundary with a visible fallback. */
const renderLazy = (Component: ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>Loading page</p>}>
      <Component name="Wanjiku" />
    </Suspense>,
  );

describe('lazyWithPreload', () => {
  it('shows the Suspense fallback until the chunk arrives, then the component with its props', async () => {
    const chunk = deferredChunk();
    const Page = lazyWithPreload(chunk.load);
    renderLazy(Page);
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    await act(async () => chunk.settle.resolve({ default: Hello }));
    expect(await screen.findByRole('heading', { name: 'Hello Wanjiku' })).toBeInTheDocument();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded component in its first render, without the fallback', async () => {
    const chunk = deferredChunk();
    const Page = lazyWithPreload(chunk.load);
    const preloaded = Page.preload();
    chunk.settle.resolve({ default: Hello });
    await preloaded;
    renderLazy(Page);
    expect(screen.getByRole('heading', { name: 'Hello Wanjiku' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('swallows a failed preload and loads the chunk again when the component renders', async () => {
    const chunk = deferredChunk();
    const Page = lazyWithPreload(chunk.load);
    const preloaded = Page.preload();
    chunk.settle.reject(new Error('offline'));
    await expect(preloaded).resolves.toBeUndefined();
    renderLazy(Page);
    expect(chunk.load).toHaveBeenCalledTimes(2);
    await act(async () => chunk.settle.resolve({ default: Hello }));
    expect(await screen.findByRole('heading', { name: 'Hello Wanjiku' })).toBeInTheDocument();
  });
});
