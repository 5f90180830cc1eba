// The catalog reading of decklist versions for GraphQL: the versions a request asks cards, curve or warnings of are
// collected while the request resolves its fields and enriched together (services/decklists/decklist-catalog.ts), so
// a page of fifty versions costs the same few statements as one; each version is enriched once per request.
import type { RequestContext } from '../context.ts';
import type { EnrichedDeck } from '../domain/cards/enrichment.ts';
import { enrichVersions, type VersionCards } from '../services/decklists/decklist-catalog.ts';

interface Batch {
  versions: VersionCards[];
  settle: { resolve(deck: EnrichedDeck): void; reject(error: unknown): void }[];
}

const decksOf = new WeakMap<RequestContext, { done: Map<string, Promise<EnrichedDeck>>; batch: Batch | null }>();

export function versionDeck(ctx: RequestContext, version: VersionCards & { id: string }): Promise<EnrichedDeck> {
  let state = decksOf.get(ctx);
  if (!state) decksOf.set(ctx, (state = { done: new Map(), batch: null }));
  const known = state.done.get(version.id);
  if (known) return known;
  if (!state.batch) {
    const batch: Batch = { versions: [], settle: [] };
    state.batch = batch;
    const current = state;
    // After the fields resolving now have asked theirs: the next turn of the event loop.
    setImmediate(() => {
      current.batch = null;
      enrichVersions(ctx, batch.versions).then(
        (decks) => batch.settle.forEach((s, i) => s.resolve(decks[i])),
        (error: unknown) => batch.settle.forEach((s) => s.reject(error)),
      );
    });
  }
  const batch = state.batch;
  const deck = new Promise<EnrichedDeck>((resolve, reject) => {
    batch.versions.push(version);
    batch.settle.push({ resolve, reject });
  });
  state.done.set(version.id, deck);
  return deck;
}
