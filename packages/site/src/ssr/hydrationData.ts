import type { HydrationState } from 'react-router-dom';

import { HYDRATION_DATA_ID } from './hydrationDataId';

export { HYDRATION_DATA_ID };

/**
 * The router state as a JSON script element: data, not code, so it runs under the site's script-src 'self' policy.
 * `<` is escaped so no text in the data can close the element.
 */
export function hydrationScript(state: HydrationState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${HYDRATION_DATA_ID}">${json}</script>`;
}

/** The router state the server rendered the page from, or undefined when the page was not rendered on the server. */
export function readHydrationData(): HydrationState | undefined {
  const text = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as HydrationState) : undefined;
}
