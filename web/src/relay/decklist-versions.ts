// The version an edit is about to create, written into the store in an optimistic update so that the decklist shows
// its new cards at once. Relay drops all of it when the server answers (with the real version) or refuses.
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';

export interface DraftCard {
  name: string;
  quantity: number;
  type?: string | null;
  cost?: string | null;
  rarity?: string | null;
  set?: string | null;
  number?: string | null;
}

export interface VersionDraft {
  cards: readonly DraftCard[];
  notes: string | null;
  changeSummary: string | null;
  /** The signed-in user making the edit, shown as the version's author until the server's answer names them. */
  author: { username: string; displayName: string | null } | null;
}

/** Tags are 'v{number}' (the server's rule); the next one is a guess, since a teammate may save first. */
const nextTag = (tag: unknown) => `v${(Number(String(tag ?? 'v0').replace(/^v/, '')) || 0) + 1}`;

/** Makes `draft` the current version of the decklist `decklistId`, at the top of its version list. */
export function applyDraftVersion(store: RecordSourceSelectorProxy, decklistId: string, id: string, draft: VersionDraft): void {
  const decklist = store.get(decklistId);
  if (!decklist) return;
  const tag = nextTag(decklist.getValue('versionTag'));
  const now = new Date().toISOString();
  const version = store.create(id, 'DecklistVersion');
  const values: Record<string, unknown> = { id, number: Number(tag.slice(1)), versionTag: tag, createdAt: now, notes: draft.notes, changeSummary: draft.changeSummary };
  for (const [field, value] of Object.entries(values)) version.setValue(value, field);
  version.setLinkedRecords(
    draft.cards.map((card, index) => {
      const line = store.create(`${id}:card:${index}`, 'CardLine');
      const section = card.type || 'Other';
      // What the card catalog says comes with the server's answer; until then the line shows as typed, unmarked.
      const fields: Record<string, unknown> = {
        name: card.name,
        quantity: card.quantity,
        type: section,
        section,
        cost: card.cost ?? null,
        rarity: card.rarity ?? null,
        set: card.set ?? null,
        number: card.number ?? null,
        typeLine: null,
        imageUrl: null,
        resolved: null,
      };
      for (const [field, value] of Object.entries(fields)) line.setValue(value, field);
      return line;
    }),
    'cards',
  );
  if (draft.author) {
    const author = store.create(`${id}:author`, 'User');
    author.setValue(draft.author.username, 'username');
    author.setValue(draft.author.displayName, 'displayName');
    version.setLinkedRecord(author, 'createdBy');
  } else version.setValue(null, 'createdBy');
  version.setValue(null, 'curve');
  version.setLinkedRecords([], 'legalityWarnings');
  decklist.setLinkedRecord(version, 'current');
  decklist.setValue(tag, 'versionTag');
  decklist.setValue(now, 'updatedAt');
  const versions = ConnectionHandler.getConnection(decklist, 'DecklistViewer_versions');
  if (!versions) return;
  ConnectionHandler.insertEdgeBefore(versions, ConnectionHandler.createEdge(store, versions, version, 'DecklistVersionsConnectionEdge'));
  const total = versions.getValue('totalCount');
  if (typeof total === 'number') versions.setValue(total + 1, 'totalCount');
}
