import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react-swc';
import relayConfig from '../relay.config.js';
import { precompress } from './precompress.ts';

const api = `http://localhost:${process.env.PORT ?? 4000}`;

/**
 * React through SWC, with Relay's SWC plugin replacing each graphql`…` tag by an import of its compiled artifact.
 * The plugin's WebAssembly is built against one swc_core: @swc/core is pinned to a release that runs it
 * (docs/decisions.md).
 */
const relay: [string, Record<string, unknown>] = [
  '@swc/plugin-relay',
  { rootDir: process.cwd(), artifactDirectory: relayConfig.artifactDirectory, language: relayConfig.language, eagerEsModules: relayConfig.eagerEsModules },
];

export default defineConfig({
  root: 'web',
  plugins: [react({ plugins: [relay] }), precompress()],
  // The manifest tells the server which chunks and style sheets a route needs (server/web-client/build-manifest.ts).
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    proxy: {
      '/api': api,
      '/graphql': { target: api, ws: true },
    },
  },
});
