// A guess is what an optimistic update shows while the server answers: a record with a `client:` id. The viewer's
// own change also comes back over the socket (every live list follows its subscription), and that copy can arrive
// before the answer to the mutation. Relay runs an optimistic update again on every server payload that lands while
// it is pending (it rebases the guess on the new store), so a guess can see that its copy is in and stand down:
// otherwise both show, one twice, until the answer.
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

const GUESS_PREFIX = 'client:';

/** Whether a record was made up by an optimistic update (shown as pending), rather than sent by the server. */
export const isGuess = (id: string): boolean => id.startsWith(GUESS_PREFIX);

let guesses = 0;
/** An id for a guess of the given kind, unique in this page. */
export const guessId = (kind: string): string => `${GUESS_PREFIX}${kind}:${++guesses}`;

export interface GuessOptions {
  /** The records where the server's copy would be placed (a list the guess is shown in). */
  places: (store: RecordSourceSelectorProxy) => readonly RecordProxy[];
  /** Whether a record holds what the guess shows. */
  isCopy: (record: RecordProxy) => boolean;
  /** Shows the guess. */
  show: (store: RecordSourceSelectorProxy) => void;
}

/**
 * The optimistic updater of a create: shows the guess until the server's copy is among `places`. The copy is told
 * apart from an earlier record with the same content by not having been there when the guess was first shown.
 */
export function guessUntilCopied({ places, isCopy, show }: GuessOptions): (store: RecordSourceSelectorProxy) => void {
  let before: ReadonlySet<string> | undefined;
  return (store) => {
    const records = places(store).filter((record) => !isGuess(record.getDataID()));
    before ??= new Set(records.map((record) => record.getDataID()));
    const known = before;
    if (!records.some((record) => !known.has(record.getDataID()) && isCopy(record))) show(store);
  };
}

/** The present records among a list of links (a connection's nodes, a record's linked records). */
export const present = (records: ReadonlyArray<RecordProxy | null | undefined> | null | undefined): RecordProxy[] =>
  (records ?? []).filter((record): record is RecordProxy => record != null);
