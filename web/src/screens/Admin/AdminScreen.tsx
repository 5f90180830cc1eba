import { Suspense, useRef, useState } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { redirect, useLoaderData, useRevalidator } from 'react-router-dom';
import type { AdminScreenQuery as Query } from '../../__generated__/AdminScreenQuery.graphql';
import { getEnvironment } from '../../relay/environment.ts';
import { messageOf } from '../../relay/mutation.ts';
import { sessionStore } from '../../session/session-store.ts';
import { useSession } from '../../session/useSession.ts';
import { useAdminDeleteMutation } from '../../mutations/useAdminDeleteMutation.ts';
import { useSetUserAdminMutation } from '../../mutations/useSetUserAdminMutation.ts';
import { useToast } from '../../components/ui/Toasts.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { LoadingIndicator } from '../../components/ui/LoadingIndicator.tsx';
import { ErrorState } from '../../components/ui/States.tsx';
import { onTabListKeyDown, tabStop } from '../../components/ui/tabs.ts';
import { QueryErrorBoundary } from '../../components/ui/QueryErrorBoundary.tsx';
import { AdminStats, type AdminStatsHandle } from '../../components/admin/AdminStats.tsx';
import { UsersTable } from '../../components/admin/UsersTable.tsx';
import { TeamsTable } from '../../components/admin/TeamsTable.tsx';
import { ProjectsTable } from '../../components/admin/ProjectsTable.tsx';
import { ArchetypesTable } from '../../components/admin/ArchetypesTable.tsx';
import { DecklistsTable } from '../../components/admin/DecklistsTable.tsx';
import { CardCatalogsTable } from '../../components/admin/CardCatalogsTable.tsx';
import { KIND_LABEL, type AdminActions, type AdminChangeRequest, type DeleteRequest } from '../../components/admin/admin-actions.ts';
import './admin.css';

const query = graphql`
  query AdminScreenQuery {
    ...AdminStats_query
    ...UsersTable_query
    ...TeamsTable_query
    ...ProjectsTable_query
    ...ArchetypesTable_query
    ...DecklistsTable_query
    ...CardCatalogsTable_query
  }
`;

/** Admins only: visitors go to /auth, other users to /. Always fetched fresh. */
export function adminLoader() {
  const session = sessionStore.current;
  if (!session) return redirect('/auth');
  if (!session.user.is_admin) return redirect('/');
  return loadQuery<Query>(getEnvironment(), query, {}, { fetchPolicy: 'network-only' });
}

const TABS = ['users', 'teams', 'projects', 'archetypes', 'decklists', 'catalogs'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL: Record<Tab, string> = { users: 'Users', teams: 'Teams', projects: 'Projects', archetypes: 'Archetypes', decklists: 'Decklists', catalogs: 'Card Catalogs' };

type Pending = { type: 'delete'; request: DeleteRequest } | { type: 'admin'; request: AdminChangeRequest };

/** /admin: the panel, or 'Failed to load admin data' with Retry when its query fails. */
export function AdminScreen() {
  const queryRef = useLoaderData() as PreloadedQuery<Query>;
  const { revalidate } = useRevalidator();
  return (
    <QueryErrorBoundary
      resetKey={queryRef}
      fallback={(error) => (
        <div className="container">
          <ErrorState
            title="Failed to load admin data"
            message={error.message}
            actions={
              <button type="button" className="btn btn-primary" onClick={() => revalidate()}>
                Retry
              </button>
            }
          />
        </div>
      )}
    >
      <AdminPanel queryRef={queryRef} />
    </QueryErrorBoundary>
  );
}

function AdminPanel({ queryRef }: { queryRef: PreloadedQuery<Query> }) {
  const data = usePreloadedQuery<Query>(query, queryRef);
  const session = useSession();
  const toast = useToast();
  const stats = useRef<AdminStatsHandle>(null);
  const [tab, setTab] = useState<Tab>('users');
  const [pending, setPending] = useState<Pending | null>(null);
  const [remove, removing] = useAdminDeleteMutation();
  const [setAdmin, changingAdmin] = useSetUserAdminMutation();

  const actions: AdminActions = {
    currentUserId: session?.user.id ?? '',
    requestDelete: (request) => setPending({ type: 'delete', request }),
    requestAdminChange: (request) => setPending({ type: 'admin', request }),
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      const message =
        pending.type === 'delete'
          ? await remove(pending.request.kind, pending.request.id, pending.request.connection)
          : await setAdmin(pending.request.userId, pending.request.makeAdmin);
      toast(message, 'success');
      stats.current?.refresh();
    } catch (error) {
      toast(messageOf(error, pending.type === 'delete' ? `Failed to delete ${KIND_LABEL[pending.request.kind]}` : 'Failed to change admin status'), 'error');
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="container">
      <div className="page-header">
        <div>
          <h1>Admin Panel</h1>
          <p className="muted">Everything on this Sideboard instance. Deletions are permanent.</p>
        </div>
      </div>
      <AdminStats ref={stats} query={data} />
      <div className="tabs tabs-wrap" role="tablist" aria-label="Admin tables" onKeyDown={onTabListKeyDown}>
        {TABS.map((name) => (
          <button key={name} type="button" role="tab" className="tab" aria-selected={tab === name} tabIndex={tabStop(tab === name)} onClick={() => setTab(name)}>
            {TAB_LABEL[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={TAB_LABEL[tab]}>
        <Suspense fallback={<LoadingIndicator />}>
          {tab === 'users' && <UsersTable query={data} actions={actions} />}
          {tab === 'teams' && <TeamsTable query={data} actions={actions} />}
          {tab === 'projects' && <ProjectsTable query={data} actions={actions} />}
          {tab === 'archetypes' && <ArchetypesTable query={data} actions={actions} />}
          {tab === 'decklists' && <DecklistsTable query={data} actions={actions} />}
          {tab === 'catalogs' && <CardCatalogsTable query={data} />}
        </Suspense>
      </div>
      {pending?.type === 'delete' && (
        <ConfirmDialog
          title={`Delete ${KIND_LABEL[pending.request.kind]}`}
          message={`Are you sure you want to delete ${KIND_LABEL[pending.request.kind]} "${pending.request.name}"? This action cannot be undone and may affect related data.`}
          confirmLabel="Delete"
          danger
          busy={removing}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
      {pending?.type === 'admin' && (
        <ConfirmDialog
          title="Change admin status"
          message={`Are you sure you want to change the admin status for user "${pending.request.name}"?`}
          confirmLabel={pending.request.makeAdmin ? 'Make Admin' : 'Remove Admin'}
          busy={changingAdmin}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
    </div>
  );
}
