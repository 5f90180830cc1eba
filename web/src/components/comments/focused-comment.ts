// A comment a link asks to show (a notification, the dashboard): the thread's pages are loaded until it is there;
// the comment itself then scrolls to the middle of the screen, takes the focus (for keyboard and screen-reader
// users) and shows highlighted (CommentItem).
import { createContext, useContext, useEffect } from 'react';

/** The element id of a comment on the page (its database id, as links carry it). */
export const commentAnchor = (databaseId: string) => `comment-${databaseId}`;

/** The database id of the comment a link asks to show, if any. */
export const FocusedCommentContext = createContext<string | null>(null);

export const useFocusedComment = () => useContext(FocusedCommentContext);

interface Paging {
  /** Threads shown now: the search looks again when more arrive. */
  shown: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
}

/** Loads further pages of the thread while `commentId` is not among the comments shown. */
export function useLoadUntilShown(commentId: string | null, { shown, hasNext, isLoadingNext, loadNext }: Paging): void {
  useEffect(() => {
    if (commentId && !document.getElementById(commentAnchor(commentId)) && hasNext && !isLoadingNext) loadNext();
  }, [commentId, shown, hasNext, isLoadingNext, loadNext]);
}
