#!/usr/bin/env node
// Starts the built product for the journeys on a scratch DATA_DIR with a known administrator.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildProduct } from './build-if-stale.mjs';

buildProduct();
// A known scratch folder, so the journeys can read the mail outbox (one-time codes).
const dataDir = path.resolve('test-results/journeys-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const child = spawn(process.execPath, ['packages/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: 'admin@journeys.local',
    ADMIN_PASSWORD: 'Journeys-admin-1',
    LOG_LEVEL: 'warn',
    // The journeys register and verify many users from 127.0.0.1.
    REGISTRATION_LIMIT_PER_HOUR: '1000000',
    CODE_REQUESTS_PER_ADDRESS_PER_HOUR: '1000000',
    CODE_GUESSES_PER_ADDRESS_PER_HOUR: '1000000',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
