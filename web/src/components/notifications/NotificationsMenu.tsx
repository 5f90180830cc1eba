import { Suspense, useMemo, type Ref } from 'react';
import { graphql, useLazyLoadQuery, useSubscription } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { NotificationsMenuQuery } from '../../__generated__/NotificationsMenuQuery.graphql';
import type { NotificationsMenuSubscription } from '../../__generated__/NotificationsMenuSubscription.graphql';
import { useMarkAllNotificationsReadMutation } from '../../mutations/useMarkAllNotificationsReadMutation.ts';
import { useMarkNotificationReadMutation } from '../../mutations/useMarkNotificationReadMutation.ts';
import { NowContext, useMinuteClock } from '../comments/clock.ts';
import { QueryErrorBoundary } from '../ui/QueryErrorBoundary.tsx';
import { Icon } from '../ui/Icon.tsx';
import { usePopup } from '../ui/usePopup.ts';
import { useToast } from '../ui/Toasts.tsx';
import { NotificationItem } from './NotificationItem.tsx';
import './notifications.css';

const LATEST = 10;

const MenuQuery = graphql`
  query NotificationsMenuQuery {
    viewer {
      id
      unreadNotificationCount
      notifications(first: 10) @connection(key: "NotificationsMenu_notifications") {
        __id
        edges {
          node {
            id
            isRead
            ...NotificationItem_notification
          }
        }
      }
    }
  }
`;

// A new notification goes to the top of the list; its recipient's fresh unread count comes with it.
const AddedSubscription = graphql`
  subscription NotificationsMenuSubscription($connections: [ID!]!) {
    notificationAdded @prependNode(connections: $connections, edgeTypeName: "UserNotificationsConnectionEdge") {
      id
      isRead
      recipient { id unreadNotificationCount }
      ...NotificationItem_notification
    }
  }
`;

/** The bell in the header for signed-in users: a live unread count and the latest notifications. */
export function NotificationsMenu() {
  const bell = <BellButton unread={0} open={false} onToggle={() => {}} disabled />;
  return (
    <QueryErrorBoundary resetKey={null} fallback={() => bell}>
      <Suspense fallback={bell}>
        <Menu />
      </Suspense>
    </QueryErrorBoundary>
  );
}

function BellButton({ unread, open, onToggle, disabled = false, buttonRef }: { unread: number; open: boolean; onToggle: () => void; disabled?: boolean; buttonRef?: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="notif-bell"
      aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      aria-expanded={open}
      disabled={disabled}
      onClick={onToggle}
    >
      <Icon name="bell" size={20} />
      {unread > 0 && (
        <span className="notif-badge" data-testid="notification-count">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  );
}

function Menu() {
  const data = useLazyLoadQuery<NotificationsMenuQuery>(MenuQuery, {}, { fetchPolicy: 'store-and-network' });
  const viewer = data.viewer;
  const connectionId = viewer?.notifications.__id ?? null;
  const { open, setOpen, container, button } = usePopup<HTMLDivElement>();
  const navigate = useNavigate();
  const toast = useToast();
  const now = useMinuteClock();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, markingAll] = useMarkAllNotificationsReadMutation(connectionId);

  const subscription = useMemo<GraphQLSubscriptionConfig<NotificationsMenuSubscription>>(
    () => ({
      subscription: AddedSubscription,
      variables: { connections: connectionId ? [connectionId] : [] },
      onError: (error) => console.warn('Live notifications stopped:', error.message),
    }),
    [connectionId],
  );
  useSubscription(subscription);

  if (!viewer) return null;
  const unread = viewer.unreadNotificationCount ?? 0;
  const items = viewer.notifications.edges.slice(0, LATEST);
  const failed = () => toast('Failed to update notifications. Please try again.', 'error');
  const read = (id: string) => void markRead(id).catch(failed);
  const openNotification = (id: string, link: string | null) => {
    const notification = items.find((edge) => edge.node.id === id)?.node;
    if (notification && !notification.isRead) read(id);
    setOpen(false);
    if (link) navigate(link);
  };

  return (
    <NowContext.Provider value={now}>
      <div className="notif-menu" ref={container}>
        <BellButton buttonRef={button} unread={unread} open={open} onToggle={() => setOpen((isOpen) => !isOpen)} />
        {open && (
          <div className="notif-panel" role="dialog" aria-label="Notifications">
            <div className="notif-panel-header">
              <strong>Notifications</strong>
              <button type="button" className="link-button small" disabled={unread === 0 || markingAll} onClick={() => void markAllRead().catch(failed)}>
                Mark all as read
              </button>
            </div>
            {items.length === 0 ? (
              <p className="notif-empty">No notifications yet. Mentions, replies to your comments and team invitations show up here.</p>
            ) : (
              <ul className="notif-list">
                {items.map((edge) => (
                  <NotificationItem key={edge.node.id} notification={edge.node} onOpen={openNotification} onMarkRead={read} />
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </NowContext.Provider>
  );
}
