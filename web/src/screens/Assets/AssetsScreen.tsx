import { Suspense, useEffect, useState } from 'react';
import { graphql, useFragment, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import { Link, useLoaderData, useParams, useRevalidator, useSearchParams } from 'react-router-dom';
import type { ArchetypePanelQuery } from '../../__generated__/ArchetypePanelQuery.graphql';
import type { AssetsScreen_project$key } from '../../__generated__/AssetsScreen_project.graphql';
import type { AssetsScreenQuery } from '../../__generated__/AssetsScreenQuery.graphql';
import { ArchetypePanel, ArchetypeQuery, archetypeQueryVariables } from '../../components/archetypes/ArchetypePanel.tsx';
import { ARCHETYPE_PARAM, DECKLIST_PARAM } from '../../components/comments/comment-link.ts';
import { CreateArchetypeModal } from '../../components/archetypes/CreateArchetypeModal.tsx';
import { useRevealSelection } from '../../components/archetypes/useRevealSelection.ts';
import { QueryErrorBoundary } from '../../components/ui/QueryErrorBoundary.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { LoadingIndicator } from '../../components/ui/LoadingIndicator.tsx';
import { EmptyState, ErrorState, ReadOnlyBanner } from '../../components/ui/States.tsx';
import { useToast } from '../../components/ui/Toasts.tsx';
import { useSession } from '../../session/useSession.ts';
import { ARCHETYPES_CONNECTION, AssetsArchetypeList } from './AssetsArchetypeList.tsx';
import { DiscussionToggles } from './DiscussionToggles.tsx';
import type { AssetsRouteData } from './route.tsx';
import './assets.css';

export const AssetsQuery = graphql`
  query AssetsScreenQuery($projectId: ID!) {
    project(id: $projectId) {
      ...AssetsScreen_project
    }
  }
`;

/** /teams/{teamId}/projects/{projectId}/assets: a project's archetypes on the left, the selected one on the right. */
export function AssetsScreen() {
  const { project: queryRef, archetype } = useLoaderData() as AssetsRouteData;
  const { teamId, projectId } = useParams();
  const { revalidate } = useRevalidator();
  if (!projectId) return <div className="container"><ErrorState title="Project ID is required" /></div>;
  const failed = <AssetsLoadError projectPath={`/teams/${teamId}/projects/${projectId}`} onRetry={() => revalidate()} />;
  return (
    <div className="container assets-page">
      <QueryErrorBoundary resetKey={queryRef} fallback={() => failed}>
        <Suspense fallback={<LoadingIndicator message="Loading assets..." />}>
          <AssetsContent queryRef={queryRef} archetype={archetype} notFound={failed} />
        </Suspense>
      </QueryErrorBoundary>
    </div>
  );
}

function AssetsContent({ queryRef, archetype, notFound }: { queryRef: PreloadedQuery<AssetsScreenQuery>; archetype: AssetsRouteData['archetype']; notFound: React.ReactNode }) {
  const { project } = usePreloadedQuery<AssetsScreenQuery>(AssetsQuery, queryRef);
  return project ? <ProjectAssets project={project} archetype={archetype} /> : <>{notFound}</>;
}

function ProjectAssets({ project: key, archetype: preloaded }: { project: AssetsScreen_project$key; archetype: PreloadedQuery<ArchetypePanelQuery> | null }) {
  const project = useFragment(
    graphql`
      fragment AssetsScreen_project on Project {
        id
        databaseId
        teamDatabaseId
        name
        game
        format
        viewerIsMember
        archetypeCount
        ...AssetsArchetypeList_project
      }
    `,
    key,
  );
  const session = useSession();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const selectedId = params.get(ARCHETYPE_PARAM);
  const chosenDecklist = params.get(DECKLIST_PARAM);
  // The selected archetype's query: from the route loader for the URL it opened with, then from each click (which
  // records the choice in the URL) or link to another archetype or decklist of this project (a notification opened
  // here: the route does not load again for a new search, so that the list keeps the pages it has loaded).
  const [archetype, loadArchetype] = useQueryLoader<ArchetypePanelQuery>(ArchetypeQuery, preloaded);
  const show = (variables: ArchetypePanelQuery['variables'], fetchPolicy: 'store-and-network' | 'network-only' = 'store-and-network') =>
    loadArchetype(variables, { fetchPolicy });
  const shownVariables = archetype?.variables;
  useEffect(() => {
    if (!selectedId) return;
    const wanted = archetypeQueryVariables(selectedId, chosenDecklist);
    if (!shownVariables || wanted.id !== shownVariables.id || wanted.decklistId !== shownVariables.decklistId) loadArchetype(wanted, { fetchPolicy: 'store-and-network' });
  }, [selectedId, chosenDecklist, shownVariables, loadArchetype]);
  const select = (databaseId: string) => {
    show(archetypeQueryVariables(databaseId));
    setParams({ [ARCHETYPE_PARAM]: databaseId }, { replace: true });
  };
  const chooseDecklist = (decklistId: string) => {
    if (!selectedId) return;
    show(archetypeQueryVariables(selectedId, decklistId));
    setParams({ [ARCHETYPE_PARAM]: selectedId, [DECKLIST_PARAM]: decklistId }, { replace: true });
  };
  const canCreate = Boolean(session) && project.viewerIsMember;
  const detail = useRevealSelection<HTMLDivElement>(selectedId);
  const projectPath = `/teams/${project.teamDatabaseId}/projects/${project.databaseId}`;
  const openCreate = () => setCreating(true);

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
            <button type="button" className="btn btn-primary" onClick={openCreate}>
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

      {project.archetypeCount === 0 ? (
        <EmptyState
          icon="layers"
          title="No Archetypes Yet"
          message={canCreate ? 'Create the first archetype of this project, then import its decklist.' : 'This project has no archetypes yet.'}
          action={
            canCreate && (
              <button type="button" className="btn btn-primary" onClick={openCreate}>
                + Create Archetype
              </button>
            )
          }
        />
      ) : (
        <div className="assets-layout">
          <AssetsArchetypeList project={project} selectedId={selectedId} onSelect={select} />
          <div className="assets-detail" ref={detail}>
            {archetype ? (
              <ArchetypePanel
                queryRef={archetype}
                allowChanges
                onRetry={() => show(archetype.variables, 'network-only')}
                extras={(ids) => <DiscussionToggles key={ids.archetypeId} archetypeId={ids.archetypeId} decklistId={ids.decklistId} />}
                onChooseDecklist={chooseDecklist}
              />
            ) : (
              <EmptyState icon="layers" title="Select an Archetype" message="Choose an archetype from the list to see its decklist." />
            )}
          </div>
        </div>
      )}

      {creating && (
        <CreateArchetypeModal
          project={{ id: project.id, name: project.name, game: project.game, format: project.format }}
          list={{ connectionId: ConnectionHandler.getConnectionID(project.id, ARCHETYPES_CONNECTION), edgeType: 'ProjectArchetypesConnectionEdge' }}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            toast('Archetype created', 'success');
            select(created.databaseId);
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
