// What the page benches (bench-site, bench-lighthouse) share: waiting for the server they started, and the path of
// the first published article (the issue's `/tech/read/<an article>`).

/** Waits until `${base}/healthz` answers ok (up to a minute). */
export async function waitForHealth(base) {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${base}/healthz did not answer ok within a minute`);
}

/** The reading path of the first published article, as the articles list links it. */
export async function firstArticlePath(base) {
  const articles = (await (await fetch(`${base}/articles/p/get-all-articles`)).json()).data;
  return `/tech/read/${articles[0].title.replace(/ /g, '-')}`;
}
