// Which of the route table's paths answers a request path. /teams/public and /teams/:id both match /teams/public;
// the literal one is meant, for every method: a PUT there is a method /teams/public does not allow (405), not an
// update of a team whose id is "public" (404). The same choice gives each path its Allow header.
import type { Method, Route } from './route.ts';

const segments = (path: string) => path.replace(/\/$/, '').split('/');

function matches(pattern: string[], path: string[]): boolean {
  return pattern.length === path.length && pattern.every((part, i) => part.startsWith(':') || part === path[i]);
}

/** Negative when pattern a is more specific than b: the first segment where one is literal and the other not decides. */
function bySpecificity(a: string[], b: string[]): number {
  for (let i = 0; i < a.length; i++) {
    const literalA = !a[i].startsWith(':');
    const literalB = !b[i].startsWith(':');
    if (literalA !== literalB) return literalA ? -1 : 1;
  }
  return 0;
}

export class PathPatterns {
  readonly #methods = new Map<string, Method[]>();
  /** Each route path with its segments, split once. */
  readonly #patterns: { path: string; parts: string[] }[];

  constructor(routes: Route[]) {
    for (const route of routes) this.#methods.set(route.path, [...(this.#methods.get(route.path) ?? []), route.method]);
    this.#patterns = [...this.#methods.keys()].map((path) => ({ path, parts: segments(path) }));
  }

  /** The route path that answers `path` (below /api), or null when none matches it. */
  patternOf(path: string): string | null {
    const parts = segments(path);
    const candidates = this.#patterns.filter((pattern) => matches(pattern.parts, parts));
    candidates.sort((a, b) => bySpecificity(a.parts, b.parts));
    return candidates[0]?.path ?? null;
  }

  /** The methods `path` answers, for the Allow header: HEAD with GET (served by the GET handler), and OPTIONS. */
  allowed(path: string): string[] {
    const pattern = this.patternOf(path);
    if (!pattern) return [];
    const methods: string[] = this.#methods.get(pattern) ?? [];
    return [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'];
  }
}
