// Keeping a match list in the Relay store current when a match is logged, edited, restored or deleted, whether by
// the viewer's own mutation or by a teammate (the matchLogged subscription). Both may report the same match (the
// viewer's own change comes back over the socket too), so every change here is idempotent: a row is placed once and
// the list's total moves only when a row actually joins or leaves it.
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { shiftTotalCount } from './connections.ts';
import { present } from './guesses.ts';

const EDGE_TYPE = 'ProjectMatchesConnectionEdge';

const nodeOf = (edge: RecordProxy | null | undefined) => edge?.getLinkedRecord('node') ?? null;

/** When the game was played (ISO text, which sorts as time does). */
const playedAt = (match: RecordProxy) => String(match.getValue('matchDate') ?? '');

/** The matches a list shows now. */
export function matchesIn(store: RecordSourceSelectorProxy, connectionId: string): RecordProxy[] {
  return present(store.get(connectionId)?.getLinkedRecords('edges')?.map(nodeOf));
}

function contains(list: RecordProxy, matchId: string): boolean {
  return (list.getLinkedRecords('edges') ?? []).some((edge) => nodeOf(edge)?.getDataID() === matchId);
}

/**
 * Puts `match` where the list orders it, or moves it there when its date changed, and counts it once. A match older
 * than every loaded row of a list with more pages is only counted: the next page brings it.
 */
export function placeMatch(store: RecordSourceSelectorProxy, connectionId: string, match: RecordProxy): void {
  const list = store.get(connectionId);
  if (!list) return;
  const id = match.getDataID();
  const wasListed = contains(list, id);
  if (wasListed) ConnectionHandler.deleteNode(list, id);
  else shiftTotalCount(store, [connectionId], 1);
  const edges = list.getLinkedRecords('edges') ?? [];
  // Newest game first; among games of the same time, the one logged last first (the server's ids grow with time).
  const time = playedAt(match);
  const before = edges.findIndex((edge) => {
    const node = nodeOf(edge);
    return node !== null && playedAt(node) <= time;
  });
  const hasMore = list.getLinkedRecord('pageInfo')?.getValue('hasNextPage') === true;
  if (before === -1 && hasMore) return;
  const edge = ConnectionHandler.createEdge(store, list, match, EDGE_TYPE);
  const next = [...edges];
  next.splice(before === -1 ? edges.length : before, 0, edge);
  list.setLinkedRecords(next, 'edges');
}

/** Takes the match out of the list and its total, if it is there. */
export function dropMatch(store: RecordSourceSelectorProxy, connectionId: string, matchId: string): void {
  const list = store.get(connectionId);
  if (!list || !contains(list, matchId)) return;
  ConnectionHandler.deleteNode(list, matchId);
  shiftTotalCount(store, [connectionId], -1);
}

/**
 * A match as it is now, in a list that hides deleted matches unless `listShowsDeleted`: an active match is placed,
 * a deleted one leaves (or stays, marked, in a list that shows deleted matches).
 */
export function syncMatch(store: RecordSourceSelectorProxy, connectionId: string, match: RecordProxy, listShowsDeleted: boolean): void {
  if (match.getValue('isActive') === true || listShowsDeleted) placeMatch(store, connectionId, match);
  else dropMatch(store, connectionId, match.getDataID());
}
