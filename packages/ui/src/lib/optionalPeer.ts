/** The entry points whose missing optional peers were reported already: one console error each, not one per render. */
const reported = new Set<string>();

/**
 * Loads the optional peer dependencies an entry point needs (`load` imports them). When they cannot be loaded (not
 * installed: a bundler then ships a module that throws, Node rejects the import), logs one console error that names
 * the packages to install and answers undefined, so the component shows its fallback and the page stays up.
 */
export async function loadOptionalPeers<T>(
  entryPoint: string,
  packages: readonly string[],
  load: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await load();
  } catch (cause) {
    if (!reported.has(entryPoint)) {
      reported.add(entryPoint);
      console.error(
        `${entryPoint} could not load ${packages.join(', ')}: install ${packages.length > 1 ? 'them' : 'it'} with \`npm install ${packages.join(' ')}\`. Until then it shows its fallback.`,
        cause,
      );
    }
    return undefined;
  }
}
