import path from 'node:path';
import { test } from '@playwright/test';

/** Where the current journey keeps its artifacts: test-results/journeys/<spec file name without .spec.ts>/. */
export function journeyDir(): string {
  const info = test.info();
  const root = path.dirname(info.config.configFile ?? path.join(process.cwd(), 'playwright.config.ts'));
  return path.join(root, 'test-results/journeys', path.basename(info.file).replace(/\.spec\.ts$/, ''));
}
