import { Suspense, useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams, useRevalidator, useSearchParams } from 'react-router-dom';
import type { AssetsScreenQuery, AssetsScreenQuery$data } from '../../__generated__/AssetsScreenQuery.graphql';
import { ArchetypeListItem } from '../../components/archetypes/ArchetypeListItem.tsx';
import { ArchetypePanel } from '../../components/archetypes/ArchetypePanel.tsx';
import { CreateArchetypeModal } from '../../components/archetypes/CreateArchetypeModal.tsx';
import { useRevealSelection } from '../../components/archetypes/useRevealSelection.ts';
import { QueryErrorBoundary } from '../../components/ui/QueryErrorBoundary.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { LoadingIndicator } from '../../components/ui/LoadingIndicator.tsx';
import { EmptyState, ErrorState, ReadOnlyBanner } from '../../components/ui/States.tsx';
import { useToast } from '../../components/ui/Toasts.tsx';
import { useSession } from '../../session/useSession.ts';
import { DiscussionToggles } from './DiscussionToggles.tsx';
import './assets.css';

export const AssetsQuery = graphql`
  query AssetsScreenQuery($projectId: ID!) {
    project(id: $projectId) {
      databaseId
      teamDatabaseId
      name
      game
      format
      viewerIsMember
      archetypes(first: 100) {
        totalCount
        edges {
          node {
            id
            databaseId
            ...ArchetypeListItem_archetype
          }
        }
      }
    }
  }
`;

type Project = NonNullable<AssetsScreenQuery$data['project']>;

/** /teams/{teamId}/projects/{projectId}/assets: a project's archetypes on the left, the selected one on the right. */
export function AssetsScreen() {
  const queryRef = useLoaderData() as PreloadedQuery<AssetsScreenQuery>;
  const { teamId, projectId } = useParams();
  const { revalidate } = useRevalidator();
  if (!projectId) return <div className="container"><ErrorState title="Project ID is required" /></div>;
  const failed = <AssetsLoadError projectPath={`/teams/${teamId}/projects/${projectId}`} onRetry={() => revalidate()} />;
  return (
    <div className="container container-wide assets-page">
      <QueryErrorBoundary resetKey={queryRef} fallback={() => failed}>
        <Suspense fallback={<LoadingIndicator message="Loading assets..." />}>
          <AssetsContent queryRef={queryRef} notFound={failed} onChanged={() => revalidate()} />
        </Suspense>
      </QueryErrorBoundary>
    </div>
  );
}

function AssetsContent({ queryRef, notFound, onChanged }: { queryRef: PreloadedQuery<AssetsScreenQuery>; notFound: React.ReactNode; onChanged: () => void }) {
  const { project } = usePreloadedQuery<AssetsScreenQuery>(AssetsQuery, queryRef);
  return project ? <ProjectAssets project={project} onChanged={onChanged} /> : <>{notFound}</>;
}

function ProjectAssets({ project, onChanged }: { project: Project; onChanged: () => void }) {
  const session = useSession();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  // A new archetype is selected once the reloaded list contains it.
  const [created, setCreated] = useState<string | null>(null);
  const projectPath = `/teams/${project.teamDatabaseId}/projects/${project.databaseId}`;
  const archetypes = project.archetypes.edges.map((edge) => edge.node);
  const selectedId = archetypes.some((a) => a.databaseId === params.get('archetype')) ? params.get('archetype') : null;
  const select = (id: string) => setParams({ archetype: id }, { replace: true });
  const canCreate = Boolean(session) && project.viewerIsMember;
  const detail = useRevealSelection<HTMLDivElement>(selectedId);
  useEffect(() => {
    if (created && archetypes.some((a) => a.databaseId === created)) {
      setCreated(null);
      setParams({ archetype: created }, { replace: true });
    }
  }, [created, archetypes, setParams]);

  return (
    <>
      {!session ? (
        <ReadOnlyBanner
          action={
            <Link to="/auth" className="btn btn-primary btn-sm">
              Sign In
            </Link>
          }
        >
          You are viewing these assets read-only. Sign in to create archetypes and import decklists.
        </ReadOnlyBanner>
      ) : (
        !project.viewerIsMember && <ReadOnlyBanner>You are viewing these assets read-only: only members of the project's team can change them.</ReadOnlyBanner>
      )}
      <header className="page-header">
        <div>
          <h1>{session ? `Assets - ${project.name}` : `View Assets - ${project.name}`}</h1>
          <p className="muted">Archetypes and their decklists in this project.</p>
        </div>
        <div className="row">
          {canCreate && (
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
              + Create Archetype
            </button>
          )}
          <Link to={projectPath} className="btn btn-secondary">
            <Icon name="arrowLeft" size={16} /> Back to Project
          </Link>
          {!session && (
            <Link to="/" className="btn btn-secondary">
              Back to Home
            </Link>
          )}
        </div>
      </header>

      {archetypes.length === 0 ? (
        <EmptyState
          icon="layers"
          title="No Archetypes Yet"
          message={canCreate ? 'Create the first archetype of this project, then import its decklist.' : 'This project has no archetypes yet.'}
          action={
            canCreate && (
              <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
                + Create Archetype
              </button>
            )
          }
        />
      ) : (
        <div className="assets-layout">
          <aside className="assets-list card" aria-label="Archetypes">
            <h2>Archetypes ({project.archetypes.totalCount})</h2>
            <ul className="archetype-list">
              {archetypes.map((archetype) => (
                <ArchetypeListItem key={archetype.id} archetype={archetype} selected={archetype.databaseId === selectedId} onSelect={select} />
              ))}
            </ul>
          </aside>
          <div className="assets-detail" ref={detail}>
            {selectedId ? (
              <ArchetypePanel
                key={selectedId}
                archetypeId={selectedId}
                allowChanges
                extras={(ids) => <DiscussionToggles projectId={project.databaseId} archetypeId={ids.archetypeId} decklistId={ids.decklistId} />}
              />
            ) : (
              <EmptyState icon="layers" title="Select an Archetype" message="Choose an archetype from the list to see its decklist." />
            )}
          </div>
        </div>
      )}

      {creating && (
        <CreateArchetypeModal
          project={{ databaseId: project.databaseId, name: project.name, game: project.game, format: project.format }}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            toast('Archetype created', 'success');
            setCreated(id);
            onChanged();
          }}
        />
      )}
    </>
  );
}

function AssetsLoadError({ projectPath, onRetry }: { projectPath: string; onRetry: () => void }) {
  return (
    <ErrorState
      title="Error Loading Assets"
      message="Failed to load project data. The project may not exist, or it may be private."
      actions={
        <>
          <Link to={projectPath} className="btn btn-secondary">
            Back to Project
          </Link>
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Retry
          </button>
        </>
      }
    />
  );
}
