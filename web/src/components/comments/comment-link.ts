// Where a comment is read: its archetype's assets page (a decklist's comments too: the decklist is shown under its
// archetype there, chosen by the link when the archetype has several), with the thread opened and the comment
// scrolled to. Notifications and the dashboard link here.
import { projectPath } from '../projects/display.ts';

export type ThreadKind = 'archetype' | 'decklist';

export interface CommentPlace {
  teamId: string;
  projectId: string;
  archetypeId: string;
  /** The archetype, or the decklist, whose thread the comment is on (database id). */
  commentableId: string;
  commentId: string;
  thread: ThreadKind;
}

/** The search parameters of the assets page: the archetype, the decklist of it shown, the comment to show. */
export const ARCHETYPE_PARAM = 'archetype';
export const DECKLIST_PARAM = 'decklist';
export const COMMENT_PARAM = 'comment';
export const THREAD_PARAM = 'thread';

export function commentPath({ teamId, projectId, archetypeId, commentableId, commentId, thread }: CommentPlace): string {
  const search = new URLSearchParams({
    [ARCHETYPE_PARAM]: archetypeId,
    ...(thread === 'decklist' ? { [DECKLIST_PARAM]: commentableId } : {}),
    [COMMENT_PARAM]: commentId,
    [THREAD_PARAM]: thread,
  });
  return `${projectPath(teamId, projectId)}/assets?${search}`;
}

/** The comment a URL asks to show, if any. */
export function commentInUrl(params: URLSearchParams): { commentId: string; thread: ThreadKind } | null {
  const commentId = params.get(COMMENT_PARAM);
  const thread = params.get(THREAD_PARAM);
  return commentId && (thread === 'archetype' || thread === 'decklist') ? { commentId, thread } : null;
}
