import { graphql } from 'react-relay';
import type { usePostCommentMutation as Mutation } from '../__generated__/usePostCommentMutation.graphql';
import { draftCommentUpdater, insertComment, type CommentDraft, type ThreadRef } from '../relay/comment-threads.ts';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

/**
 * Posts a comment (or a reply with `parentId`). It shows in the thread at once, as typed; the server's copy (with
 * its rendered Markdown) takes its place, whether it comes in the answer or first over the socket, or it disappears
 * again when the post fails.
 */
export function usePostCommentMutation(thread: ThreadRef) {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation usePostCommentMutation($input: PostCommentInput!) {
      postComment(input: $input) {
        __typename
        ... on Error { message code }
        ... on PostCommentPayload {
          comment {
            id
            commentableCommentCount
            parent { id replyCount }
            ...CommentThread_comment
          }
        }
      }
    }
  `);
  const post = async (content: string, author: CommentDraft['author'], parent?: CommentDraft['parent']) =>
    unwrap(
      (
        await run(
          { input: { commentableType: thread.commentableType, commentableId: thread.commentableId, parentId: parent?.id, content } },
          {
            optimisticUpdater: draftCommentUpdater(thread, { content, parent: parent ?? null, author }),
            updater: (store) => {
              const comment = store.getRootField('postComment')?.getLinkedRecord('comment');
              if (comment) insertComment(store, thread, comment);
            },
          },
        )
      ).postComment,
    ).comment;
  return [post, inFlight] as const;
}
