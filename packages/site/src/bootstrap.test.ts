import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FRAME_WAIT_MS,
  PAINT_WAIT_MS,
  pageChunks,
  pageIsland,
  preloadPageChunks,
  startAfterFirstPaint,
} from './bootstrap';

/**
 * Puts the server's JSON elements into the document: its router state (a rendered page), the island it names instead
 * (the home page) and its chunk list.
 */
function serverPage({ rendered = true, island, chunks }: { rendered?: boolean; island?: string; chunks?: string }) {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div id="root"></div>' +
    (rendered && island === undefined
      ? '<script type="application/json" id="route-data">{"loaderData":{}}</script>'
      : '') +
    (island === undefined ? '' : `<script type="application/json" id="page-island">${island}</script>`) +
    (chunks === undefined ? '' : `<script type="application/json" id="page-chunks">${chunks}</script>`);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossOrigin: link.crossOrigin,
  }));

describe('pageChunks', () => {
  it("reads the server's list of the build's script files, and nothing else", () => {
    serverPage({
      chunks: '["/assets/boot-1.js","https://evil.example/x.js","/assets/../admin.js",7,"/assets/common-2.js"]',
    });
    expect(pageChunks()).toEqual(['/assets/boot-1.js', '/assets/common-2.js']);
  });

  it('is empty without a list, or with one that does not parse', () => {
    serverPage({});
    expect(pageChunks()).toEqual([]);
    serverPage({ chunks: '{not json' });
    expect(pageChunks()).toEqual([]);
    serverPage({ chunks: '{"a":"/assets/boot-1.js"}' });
    expect(pageChunks()).toEqual([]);
  });
});

describe('pageIsland', () => {
  it('names the island the server rendered its page as, and nothing for a page the router takes over', () => {
    serverPage({ island: '"home"' });
    expect(pageIsland()).toBe('home');
    serverPage({});
    expect(pageIsland()).toBeNull();
    serverPage({ island: '{not json' });
    expect(pageIsland()).toBeNull();
    serverPage({ island: '["home"]' });
    expect(pageIsland()).toBeNull();
  });
});

describe('preloadPageChunks', () => {
  it('adds one module preload per listed chunk, skipping one already preloaded', () => {
    serverPage({ chunks: '["/assets/boot-1.js","/assets/common-2.js"]' });
    document.head.innerHTML = '<link rel="modulepreload" crossorigin href="/assets/common-2.js">';
    preloadPageChunks();
    expect(preloads()).toEqual([
      { href: '/assets/common-2.js', crossOrigin: '' },
      { href: '/assets/boot-1.js', crossOrigin: '' },
    ]);
  });
});

/** A stand-in for the browser's PerformanceObserver of paint entries: the test reports the paints. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static observers: FakePaintObserver[] = [];
  observed: unknown;
  disconnected = false;
  constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
    FakePaintObserver.observers.push(this);
  }
  observe(options: unknown) {
    this.observed = options;
  }
  disconnect() {
    this.disconnected = true;
  }
  /** Reports paint entries of these names. */
  report(...names: string[]) {
    this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
  }
}

describe('startAfterFirstPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    FakePaintObserver.observers = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('starts a page rendered in the browser at once', () => {
    serverPage({ rendered: false });
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    const start = vi.fn();
    startAfterFirstPaint(start);
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts a server-rendered page once the browser reports its first contentful paint, once', () => {
    serverPage({ chunks: '["/assets/boot-1.js"]' });
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    const start = vi.fn();
    startAfterFirstPaint(start);
    const [observer] = FakePaintObserver.observers;
    expect(observer?.observed).toEqual({ type: 'paint', buffered: true });
    observer!.report('first-paint');
    expect(start).not.toHaveBeenCalled();
    observer!.report('first-paint', 'first-contentful-paint');
    expect(start).toHaveBeenCalledOnce();
    expect(observer!.disconnected).toBe(true);
    vi.advanceTimersByTime(PAINT_WAIT_MS * 2);
    expect(start).toHaveBeenCalledOnce();
  });

  it('waits for the first contentful paint of the home page, which names its island instead of router state', () => {
    serverPage({ island: '"home"' });
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    const start = vi.fn();
    startAfterFirstPaint(start);
    expect(start).not.toHaveBeenCalled();
    FakePaintObserver.observers[0]!.report('first-contentful-paint');
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts a server-rendered page whose paint is never reported after the wait', () => {
    serverPage({});
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    const start = vi.fn();
    startAfterFirstPaint(start);
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts a server-rendered page in a hidden tab, which paints nothing, at once', () => {
    serverPage({});
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const start = vi.fn();
    startAfterFirstPaint(start);
    expect(start).toHaveBeenCalledOnce();
  });

  describe('in a browser without paint timing', () => {
    beforeEach(() => {
      vi.stubGlobal('PerformanceObserver', undefined);
    });

    it('starts a server-rendered page in the task after its first frame, once', () => {
      serverPage({ chunks: '["/assets/boot-1.js"]' });
      const start = vi.fn();
      startAfterFirstPaint(start);
      expect(start).not.toHaveBeenCalled();
      expect(frames).toHaveLength(1);
      frames[0]!(0);
      expect(start).not.toHaveBeenCalled();
      vi.advanceTimersByTime(0);
      expect(start).toHaveBeenCalledOnce();
      vi.advanceTimersByTime(FRAME_WAIT_MS * 2);
      expect(start).toHaveBeenCalledOnce();
    });

    it('starts a server-rendered page that gets no frame after the wait', () => {
      serverPage({});
      const start = vi.fn();
      startAfterFirstPaint(start);
      vi.advanceTimersByTime(FRAME_WAIT_MS - 1);
      expect(start).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(start).toHaveBeenCalledOnce();
    });
  });
});
