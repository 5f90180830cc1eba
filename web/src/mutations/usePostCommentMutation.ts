import { graphql } from 'react-relay';
import type { usePostCommentMutation as Mutation } from '../__generated__/usePostCommentMutation.graphql';
import { insertComment, type ThreadRef } from '../components/comments/thread-store.ts';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

/** Posts a comment (or a reply with `parentId`) and shows it in the thread at once. */
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
  const post = async (content: string, parentId?: string) =>
    unwrap(
      (
        await run(
          { input: { commentableType: thread.commentableType, commentableId: thread.commentableId, parentId, content } },
          {
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
