import type { CommentDraft } from '../../relay/comment-threads.ts';
import { displayNameOf } from '../../session/session-store.ts';
import { useSession } from '../../session/useSession.ts';

/** The signed-in viewer as the author of a comment being posted (shown before the server confirms it). */
export function useDraftAuthor(): CommentDraft['author'] {
  const session = useSession();
  return session ? { username: session.user.username, name: displayNameOf(session.user) } : { username: '', name: '' };
}
