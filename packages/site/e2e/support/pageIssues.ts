import type { ConsoleMessage, Page, Request, Response } from '@playwright/test';

/** One thing that went wrong in the page: an uncaught error, a console error, a failed request or an HTTP error. */
export interface PageIssue {
  /** What kind of trouble it is. */
  kind: 'pageerror' | 'console' | 'requestfailed' | 'http';
  /** A one-line description, e.g. 'HTTP 401 POST /usfw/auth/login'. */
  text: string;
}

/** Chromium's console line for every HTTP error or failed load; the response and requestfailed events cover those. */
const LOAD_FAILURE = /^Failed to load resource:/;

/** The path of a URL of the product under test; any other URL in full. */
const shortUrl = (url: string) => {
  const parsed = new URL(url);
  return parsed.hostname === '127.0.0.1' ? `${parsed.pathname}${parsed.search}` : url;
};

/**
 * Records everything that goes wrong in the pages of a context, minus what the journey said it expects.
 * `unexpected()` lists the rest; the journey fixture fails the test when it is not empty.
 */
export class PageIssues {
  private readonly seen: PageIssue[] = [];
  private readonly expected: RegExp[] = [];

  /** Starts listening to a page. */
  watch(page: Page): void {
    page.on('pageerror', (error) => this.add('pageerror', `${error.name}: ${error.message}`));
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' && !LOAD_FAILURE.test(message.text())) this.add('console', message.text());
    });
    page.on('requestfailed', (request: Request) => {
      const reason = request.failure()?.errorText ?? 'failed';
      // Requests cancelled by a navigation (or a finished download) are not failures of the product.
      if (reason === 'net::ERR_ABORTED') return;
      this.add('requestfailed', `${reason} ${request.method()} ${shortUrl(request.url())}`);
    });
    page.on('response', (response: Response) => {
      if (response.status() >= 400)
        this.add('http', `HTTP ${response.status()} ${response.request().method()} ${shortUrl(response.url())}`);
    });
  }

  /** Declares issues the journey provokes on purpose (matched against `kind: text`), e.g. /^http: HTTP 401 POST \/usfw\/auth\/login$/. */
  expect(pattern: RegExp): void {
    this.expected.push(pattern);
  }

  /** The issues nobody expected, as 'kind: text' lines. */
  unexpected(): string[] {
    return this.seen
      .map((issue) => `${issue.kind}: ${issue.text}`)
      .filter((line) => !this.expected.some((pattern) => pattern.test(line)));
  }

  private add(kind: PageIssue['kind'], text: string): void {
    this.seen.push({ kind, text });
  }
}
