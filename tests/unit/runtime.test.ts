// The runtime is Node 24 LTS, whatever Node the machine has: npm scripts run the `node` devDependency. These checks
// read what is installed, so a dependency that stops supporting Node 24, a second copy of graphql or an `overrides`
// entry fails the suite instead of showing up as a warning nobody reads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

interface Installed {
  dir: string;
  name: string;
  version: string;
  engines?: { node?: string };
}

/** Every package under node_modules, nested copies included. */
function installedPackages(dir = join(root, 'node_modules'), found: Installed[] = []): Installed[] {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith('.')) continue;
    const names = entry.startsWith('@') ? readdirSync(join(dir, entry)).map((scoped) => join(entry, scoped)) : [entry];
    for (const name of names) {
      const packageDir = join(dir, name);
      const file = join(packageDir, 'package.json');
      if (!existsSync(file)) continue;
      found.push({ dir: packageDir, ...JSON.parse(readFileSync(file, 'utf8')) });
      installedPackages(join(packageDir, 'node_modules'), found);
    }
  }
  return found;
}

describe('runtime', () => {
  const packages = installedPackages();

  it('is Node 24, as package.json engines says', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
    expect(semver.satisfies(process.version, manifest.engines.node)).toBe(true);
    expect(manifest.devDependencies.node).toMatch(/^24\./);
  });

  it('has no installed package whose engines refuse the running Node', () => {
    const refusing = packages
      .filter((p) => p.engines?.node && semver.validRange(p.engines.node) && !semver.satisfies(process.version, p.engines.node))
      .map((p) => `${p.name}@${p.version} wants node ${p.engines!.node}`);
    expect(refusing).toEqual([]);
  });

  it('has one copy of graphql, no overrides, no graphql-jit and no TypeScript loader at run time', () => {
    expect(packages.filter((p) => p.name === 'graphql').map((p) => p.version)).toEqual([manifest.dependencies.graphql]);
    expect(manifest.overrides).toBeUndefined();
    expect(packages.some((p) => p.name === 'graphql-jit')).toBe(false);
    expect(Object.keys(manifest.dependencies)).not.toContain('tsx');
    expect(Object.values<string>(manifest.scripts).filter((script) => /--import|--loader|\btsx\b/.test(script))).toEqual([]);
  });
});
