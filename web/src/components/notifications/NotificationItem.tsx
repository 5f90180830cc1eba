import { graphql, useFragment } from 'react-relay';
import type { NotificationItem_notification$key } from '../../__generated__/NotificationItem_notification.graphql';
import { useNow } from '../comments/clock.ts';
import { relativeTime } from '../comments/relative-time.ts';
import { Icon, type IconName } from '../ui/Icon.tsx';
import { notificationLink, notificationText } from './notification-text.ts';

const NotificationFragment = graphql`
  fragment NotificationItem_notification on Notification {
    id
    type
    isRead
    createdAt
    actor { name }
    team { databaseId name }
    comment {
      databaseId
      commentableType
      commentableDatabaseId
      excerpt
      projectDatabaseId
      archetypeDatabaseId
      project { teamDatabaseId }
    }
  }
`;

const ICONS: Record<string, IconName> = { mention: 'chat', reply: 'reply', team_invite: 'users', invitation_failed: 'alert' };

/** One line of the notifications menu: what happened, when, an excerpt, and a way to mark it read. */
export function NotificationItem({
  notification,
  onOpen,
  onMarkRead,
}: {
  notification: NotificationItem_notification$key;
  /** Follows the link (and marks the notification read). */
  onOpen: (id: string, link: string | null) => void;
  onMarkRead: (id: string) => void;
}) {
  const data = useFragment(NotificationFragment, notification);
  const now = useNow();
  const facts = {
    type: data.type,
    actorName: data.actor?.name ?? null,
    teamName: data.team?.name ?? null,
    teamId: data.team?.databaseId ?? null,
    comment: data.comment
      ? {
          teamId: data.comment.project.teamDatabaseId,
          projectId: data.comment.projectDatabaseId,
          archetypeId: data.comment.archetypeDatabaseId,
          commentableId: data.comment.commentableDatabaseId,
          commentId: data.comment.databaseId,
          thread: data.comment.commentableType,
        }
      : null,
  };
  const link = notificationLink(facts);
  return (
    <li className={`notif-item${data.isRead ? '' : ' notif-unread'}`}>
      <button type="button" className="notif-open" onClick={() => onOpen(data.id, link)}>
        <span className="notif-icon" aria-hidden="true">
          <Icon name={ICONS[data.type] ?? 'bell'} size={16} />
        </span>
        <span className="notif-text">
          <span className="notif-title">{notificationText(facts)}</span>
          {data.comment?.excerpt && <span className="notif-excerpt">{data.comment.excerpt}</span>}
          <span className="notif-time">{relativeTime(data.createdAt, now)}</span>
        </span>
      </button>
      {!data.isRead && (
        <button type="button" className="notif-mark" aria-label="Mark as read" title="Mark as read" onClick={() => onMarkRead(data.id)}>
          <Icon name="check" size={16} />
        </button>
      )}
    </li>
  );
}
