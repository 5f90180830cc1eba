import { Suspense, useMemo, type Ref } from 'react';
import { graphql, loadQuery, usePaginationFragment, usePreloadedQuery, useSubscription, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { NotificationsMenu_viewer$key } from '../../__generated__/NotificationsMenu_viewer.graphql';
import type { NotificationsMenuPaginationQuery } from '../../__generated__/NotificationsMenuPaginationQuery.graphql';
import type { NotificationsMenuQuery } from '../../__generated__/NotificationsMenuQuery.graphql';
import type { NotificationsMenuSubscription } from '../../__generated__/NotificationsMenuSubscription.graphql';
import { useMarkAllNotificationsReadMutation } from '../../mutations/useMarkAllNotificationsReadMutation.ts';
import { useMarkNotificationReadMutation } from '../../mutations/useMarkNotificationReadMutation.ts';
import { getEnvironment } from '../../relay/environment.ts';
import { sessionStore } from '../../session/session-store.ts';
import { NowContext, useMinuteClock } from '../comments/clock.ts';
import { QueryErrorBoundary } from '../ui/QueryErrorBoundary.tsx';
import { Icon } from '../ui/Icon.tsx';
import { LoadMore } from '../ui/LoadMore.tsx';
import { usePopup } from '../ui/usePopup.ts';
import { useToast } from '../ui/Toasts.tsx';
import { NotificationItem } from './NotificationItem.tsx';
import './notifications.css';

/** The menu shows the latest ten, and ten more per Load more. */
const PAGE_SIZE = 10;

const MenuQuery = graphql`
  query NotificationsMenuQuery {
    viewer {
      ...NotificationsMenu_viewer
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

/** The bell's preloaded query, with the user it was loaded for. */
export interface NotificationsData {
  userId: string;
  query: PreloadedQuery<NotificationsMenuQuery>;
}

/** The app layout's loader: the bell's query for the signed-in user, started with the first screen's (not after it). */
export function notificationsLoader(): NotificationsData | null {
  const userId = sessionStore.current?.user.id;
  return userId ? { userId, query: loadQuery<NotificationsMenuQuery>(getEnvironment(), MenuQuery, {}, { fetchPolicy: 'store-and-network' }) } : null;
}

/**
 * Whether the layout's data (what the router holds now) belongs to someone else than the signed-in user: then the
 * next navigation runs the loader again. Judged from the data itself, so a navigation interrupted by another (a
 * sign-in redirect) cannot leave the bell without its query.
 */
export function notificationsOutdated(current: NotificationsData | null | undefined): boolean {
  return (sessionStore.current?.user.id ?? null) !== (current?.userId ?? null);
}

/** The bell in the header for signed-in users: a live unread count and the latest notifications. */
export function NotificationsMenu({ queryRef }: { queryRef: PreloadedQuery<NotificationsMenuQuery> }) {
  const bell = <BellButton unread={0} open={false} onToggle={() => {}} disabled />;
  return (
    <QueryErrorBoundary resetKey={queryRef} fallback={() => bell}>
      <Suspense fallback={bell}>
        <MenuContent queryRef={queryRef} />
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

function MenuContent({ queryRef }: { queryRef: PreloadedQuery<NotificationsMenuQuery> }) {
  const { viewer } = usePreloadedQuery<NotificationsMenuQuery>(MenuQuery, queryRef);
  return viewer ? <Menu viewer={viewer} /> : null;
}

function Menu({ viewer: key }: { viewer: NotificationsMenu_viewer$key }) {
  const { data: viewer, ...paging } = usePaginationFragment<NotificationsMenuPaginationQuery, NotificationsMenu_viewer$key>(
    graphql`
      fragment NotificationsMenu_viewer on User
      @refetchable(queryName: "NotificationsMenuPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        unreadNotificationCount
        notifications(first: $count, after: $cursor) @connection(key: "NotificationsMenu_notifications") {
          __id
          totalCount
          edges {
            node {
              id
              isRead
              ...NotificationItem_notification
            }
          }
        }
      }
    `,
    key,
  );
  const connectionId = viewer.notifications.__id;
  const { open, setOpen, container, button } = usePopup<HTMLDivElement>();
  const navigate = useNavigate();
  const toast = useToast();
  const now = useMinuteClock();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, markingAll] = useMarkAllNotificationsReadMutation(connectionId);

  const subscription = useMemo<GraphQLSubscriptionConfig<NotificationsMenuSubscription>>(
    () => ({
      subscription: AddedSubscription,
      variables: { connections: [connectionId] },
      onError: (error) => console.warn('Live notifications stopped:', error.message),
    }),
    [connectionId],
  );
  useSubscription(subscription);

  const unread = viewer.unreadNotificationCount ?? 0;
  const items = viewer.notifications.edges;
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
            <LoadMore paging={paging} shown={items.length} total={viewer.notifications.totalCount} noun="notifications" pageSize={PAGE_SIZE} />
          </div>
        )}
      </div>
    </NowContext.Provider>
  );
}
