/** URL bases of the playground's two environments on this site's origin. */
export function playgroundBases(origin: string = window.location.origin) {
  return { liveBase: `${origin}/csi-p/api-live`, sandboxBase: `${origin}/csi-p/api-sandbox` };
}
