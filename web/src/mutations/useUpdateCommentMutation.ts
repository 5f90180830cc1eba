import { graphql } from 'react-relay';
import type { useUpdateCommentMutation as Mutation } from '../__generated__/useUpdateCommentMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

/** Saves the new text of the viewer's own comment; the store updates the comment where it is shown. */
export function useUpdateCommentMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useUpdateCommentMutation($input: UpdateCommentInput!) {
      updateComment(input: $input) {
        __typename
        ... on Error { message code }
        ... on UpdateCommentPayload {
          comment { id ...CommentItem_comment }
        }
      }
    }
  `);
  const update = async (id: string, content: string) => unwrap((await run({ input: { id, content } })).updateComment).comment;
  return [update, inFlight] as const;
}
