import { createContext, useContext, useEffect } from 'react';

/** Longest meta description, in characters. */
export const META_DESCRIPTION_MAX = 160;

/** What a page tells the browser about itself. */
export interface PageMeta {
  /** Document title. */
  title: string;
  /** Meta description, cut at 160 characters. @default none (left unchanged) */
  description?: string;
  /** Meta keywords. @default none (left unchanged) */
  keywords?: string;
}

/** Finds or creates `<meta name=...>` in the head and sets its content. */
function setMeta(name: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/** Where the server hears the meta of the page it renders (it runs no effects); none in the browser. */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

/** Sets document.title and the description/keywords meta tags while the page is shown (on the server: tells it). */
export function usePageMeta({ title, description, keywords }: PageMeta): void {
  useContext(PageMetaCollector)?.({ title, description, keywords });
  useEffect(() => {
    document.title = title;
    if (description !== undefined) setMeta('description', description.slice(0, META_DESCRIPTION_MAX));
    if (keywords !== undefined) setMeta('keywords', keywords);
  }, [title, description, keywords]);
}
