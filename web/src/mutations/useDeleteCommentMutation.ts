import { graphql } from 'react-relay';
import type { useDeleteCommentMutation as Mutation } from '../__generated__/useDeleteCommentMutation.graphql';
import { removeDeletedComment, type ThreadRef } from '../relay/comment-threads.ts';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

/** Deletes the viewer's own comment: it shows as deleted while it has replies, and leaves the thread otherwise. */
export function useDeleteCommentMutation(thread: ThreadRef) {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useDeleteCommentMutation($input: DeleteCommentInput!) {
      deleteComment(input: $input) {
        __typename
        ... on Error { message code }
        ... on DeleteCommentPayload {
          comment {
            id
            commentableCommentCount
            parent { id }
            ...CommentItem_comment
          }
        }
      }
    }
  `);
  const remove = async (id: string) =>
    unwrap(
      (
        await run(
          { input: { id } },
          {
            updater: (store) => {
              const comment = store.getRootField('deleteComment')?.getLinkedRecord('comment');
              if (comment) removeDeletedComment(store, thread, comment);
            },
          },
        )
      ).deleteComment,
    );
  return [remove, inFlight] as const;
}
