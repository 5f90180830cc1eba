import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';

const api = `http://localhost:${process.env.PORT ?? 4000}`;

export default defineConfig({
  root: 'web',
  plugins: [relay, react()],
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      '/api': api,
      '/graphql': { target: api, ws: true },
    },
  },
});
