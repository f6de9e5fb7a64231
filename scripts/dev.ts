/** `npm run dev`: the API (restarted on change) behind Vite's dev server with hot reload. */
import { spawn } from 'node:child_process';

const port = Number(process.env.PORT ?? 5000);
const apiPort = Number(process.env.API_PORT ?? port + 1);
const env = { ...process.env, API_PORT: String(apiPort) };

const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  },
});
const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', String(port)], {
  stdio: 'inherit',
  env,
});

const stop = () => {
  api.kill('SIGTERM');
  vite.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of [api, vite]) child.on('exit', stop);
