import { graphql, useFragment } from 'react-relay';
import type { CommentThread_comment$key } from '../../__generated__/CommentThread_comment.graphql';
import { CommentItem } from './CommentItem.tsx';
import type { ThreadRef } from '../../relay/comment-threads.ts';

// Threads are three levels deep (a top-level comment, replies, replies to those), so the levels are spelled out:
// a fragment cannot spread itself.
const ThreadFragment = graphql`
  fragment CommentThread_comment on Comment {
    id
    ...CommentItem_comment
    replies {
      id
      ...CommentItem_comment
      replies {
        id
        ...CommentItem_comment
      }
    }
  }
`;

/** A top-level comment with its replies, nested as the thread is. */
export function CommentThread({ comment, thread }: { comment: CommentThread_comment$key; thread: ThreadRef }) {
  const top = useFragment(ThreadFragment, comment);
  return (
    <CommentItem
      comment={top}
      thread={thread}
      replies={top.replies.map((reply) => (
        <CommentItem key={reply.id} comment={reply} thread={thread} replies={reply.replies.map((inner) => <CommentItem key={inner.id} comment={inner} thread={thread} />)} />
      ))}
    />
  );
}
