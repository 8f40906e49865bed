import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkGroups } from './build/chunk-groups';
import { precompress } from './build/precompress';
import { shellPreload } from './build/shell-preload';

const api = process.env.PFS_API ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react(), shellPreload(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 3000,
    proxy: { '/api': api, '/pics': api, '/ws': { target: api, ws: true } },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // The login page is a second entry so that the libraries it needs count as initial and go into `vendor`.
      input: { index: 'index.html', login: 'src/features/auth/pages/login-page.tsx' },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
});
