import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.PFS_API ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 3000,
    proxy: { '/api': api, '/pics': api, '/ws': { target: api, ws: true } },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
});
