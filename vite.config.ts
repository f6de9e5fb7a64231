import { brotliCompressSync, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = import.meta.dirname;
const apiPort = Number(process.env.API_PORT ?? 5001);

/** Writes .br and .gz beside each text asset so the server sends them without compressing per request. */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? path.join(root, 'dist/client');
      const walk = (folder: string): string[] =>
        readdirSync(folder).flatMap((name) => {
          const file = path.join(folder, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(dir)) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: path.join(root, 'client'),
  publicDir: path.join(root, 'client/public'),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@shared': path.join(root, 'shared'),
      '@': path.join(root, 'client/src'),
    },
  },
  build: {
    outDir: path.join(root, 'dist/client'),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
});
