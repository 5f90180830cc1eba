import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MentionCandidates_query$key } from '../../__generated__/MentionCandidates_query.graphql';
import type { MentionCandidate } from './mention-query.ts';

const NO_CANDIDATES: readonly MentionCandidate[] = [];
/** The thread's mention candidates (provided by MentionCandidatesProvider; tests may provide a list directly). */
export const MentionCandidatesContext = createContext<readonly MentionCandidate[]>(NO_CANDIDATES);

/** The people the comment boxes of a thread suggest for @mentions: its team's members (none for who may not post). */
export function MentionCandidatesProvider({ query, children }: { query: MentionCandidates_query$key; children: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment MentionCandidates_query on Query {
        mentionCandidates(commentableType: $commentableType, commentableId: $commentableId) {
          username
          name
        }
      }
    `,
    query,
  );
  const candidates = useMemo(() => (data.mentionCandidates ?? []).map((user) => ({ username: user.username, name: user.name })), [data.mentionCandidates]);
  return <MentionCandidatesContext.Provider value={candidates}>{children}</MentionCandidatesContext.Provider>;
}

/** The thread's mention candidates, for a comment box anywhere in it. */
export function useMentionCandidates(): readonly MentionCandidate[] {
  return useContext(MentionCandidatesContext);
}
