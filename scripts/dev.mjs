#!/usr/bin/env node
// `npm run dev`: the API server in watch mode and Vite with hot reload, proxying API paths to it.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const env = { ...process.env, PORT: port, SITE_DIR: '' };
const server = spawn('npx', ['tsx', 'watch', 'packages/server/src/main.ts'], { stdio: 'inherit', env });
const site = spawn('npx', ['vite', '--config', 'packages/site/vite.config.ts', 'packages/site'], {
  stdio: 'inherit',
  env: { ...process.env, API_URL: `http://127.0.0.1:${port}` },
});
const stop = () => {
  server.kill('SIGTERM');
  site.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', stop);
site.on('exit', stop);
