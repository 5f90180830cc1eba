// Which files a route of the web client needs, from the manifest Vite writes with the build (web/vite.config.ts:
// build.manifest): a page that the server knows will open a lazily loaded screen names that screen's chunks and style
// sheets in its head, so the browser fetches them all at once instead of one import after another (page-html.ts says
// when: a page with a first view fetches the chunks once that view is painted).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface RouteAssets {
  /** JavaScript chunks to preload (`<link rel="modulepreload">`). */
  modules: string[];
  /** Style sheets the screen's chunks import, linked up front so that the page does not restyle when they arrive. */
  styles: string[];
}

const NO_ASSETS: RouteAssets = { modules: [], styles: [] };

/** The files of these modules (source paths relative to web/, as the manifest keys them) that the entry does not load. */
export type AssetsOf = (modules: string[]) => RouteAssets;

/** Reads `.vite/manifest.json` under webDist; without one (a build without it) no page names extra files. */
export function readBuildManifest(webDist: string): AssetsOf {
  const path = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(path)) return () => NO_ASSETS;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const loadedByEntry = new Set(entryKeys.flatMap((key) => chunkClosure(manifest, key)));
  const cache = new Map<string, RouteAssets>();
  return (modules) => {
    const cacheKey = modules.join('\n');
    let assets = cache.get(cacheKey);
    if (!assets) {
      const seen = new Set<string>();
      const chunks = modules.flatMap((module) => chunkClosure(manifest, module, seen)).filter((key) => !loadedByEntry.has(key));
      assets = {
        modules: chunks.map((key) => `/${manifest[key].file}`),
        styles: [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))].map((file) => `/${file}`),
      };
      cache.set(cacheKey, assets);
    }
    return assets;
  };
}

/** A chunk and every chunk it imports statically that `seen` does not hold yet, each once (and adds them to it). */
function chunkClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [key, ...(manifest[key].imports ?? []).flatMap((imported) => chunkClosure(manifest, imported, seen))];
}
