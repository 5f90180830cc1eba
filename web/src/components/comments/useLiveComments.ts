// New, edited and deleted comments from others appear without a reload: the panel follows its thread over
// graphql-ws. The server checks on subscribe that the viewer may read the thread and re-reads each comment for
// this viewer, so what arrives is what a reload would show.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useLiveCommentsAddedSubscription } from '../../__generated__/useLiveCommentsAddedSubscription.graphql';
import type { useLiveCommentsDeletedSubscription } from '../../__generated__/useLiveCommentsDeletedSubscription.graphql';
import type { useLiveCommentsUpdatedSubscription } from '../../__generated__/useLiveCommentsUpdatedSubscription.graphql';
import { insertComment, removeDeletedComment, type ThreadRef } from '../../relay/comment-threads.ts';

const AddedSubscription = graphql`
  subscription useLiveCommentsAddedSubscription($commentableType: CommentableType!, $commentableId: ID!) {
    commentAdded(commentableType: $commentableType, commentableId: $commentableId) {
      id
      commentableCommentCount
      parent { id replyCount }
      ...CommentThread_comment
    }
  }
`;

const UpdatedSubscription = graphql`
  subscription useLiveCommentsUpdatedSubscription($commentableType: CommentableType!, $commentableId: ID!) {
    commentUpdated(commentableType: $commentableType, commentableId: $commentableId) {
      id
      ...CommentItem_comment
    }
  }
`;

const DeletedSubscription = graphql`
  subscription useLiveCommentsDeletedSubscription($commentableType: CommentableType!, $commentableId: ID!) {
    commentDeleted(commentableType: $commentableType, commentableId: $commentableId) {
      id
      commentableCommentCount
      parent { id }
      ...CommentItem_comment
    }
  }
`;

/** A lost subscription only means no live updates until the panel is opened again; the thread itself stays usable. */
const ignoreLostSubscription = (error: Error) => console.warn('Live comment updates stopped:', error.message);

export function useLiveComments(thread: ThreadRef): void {
  const { commentableType, commentableId, order, connectionId } = thread;
  const configs = useMemo(() => {
    const current: ThreadRef = { commentableType, commentableId, order, connectionId };
    const variables = { commentableType, commentableId };
    const added: GraphQLSubscriptionConfig<useLiveCommentsAddedSubscription> = {
      subscription: AddedSubscription,
      variables,
      onError: ignoreLostSubscription,
      updater: (store) => {
        const comment = store.getRootField('commentAdded');
        if (comment) insertComment(store, current, comment);
      },
    };
    // An edit needs no updater: the comment's new fields are normalised onto the record already on screen.
    const updated: GraphQLSubscriptionConfig<useLiveCommentsUpdatedSubscription> = { subscription: UpdatedSubscription, variables, onError: ignoreLostSubscription };
    const deleted: GraphQLSubscriptionConfig<useLiveCommentsDeletedSubscription> = {
      subscription: DeletedSubscription,
      variables,
      onError: ignoreLostSubscription,
      updater: (store) => {
        const comment = store.getRootField('commentDeleted');
        if (comment) removeDeletedComment(store, current, comment);
      },
    };
    return { added, updated, deleted };
  }, [commentableType, commentableId, order, connectionId]);
  useSubscription(configs.added);
  useSubscription(configs.updated);
  useSubscription(configs.deleted);
}
