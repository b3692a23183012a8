#!/usr/bin/env node
// `npm start`: build what is missing or stale, then serve site and API on one port.
import { spawn } from 'node:child_process';
import { buildProduct } from './build-if-stale.mjs';

buildProduct();
const child = spawn(process.execPath, ['packages/server/dist/main.js'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
