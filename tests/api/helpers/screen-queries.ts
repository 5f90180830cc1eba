// The web client's own GraphQL operations (from the Relay artifacts, exactly as the browser sends them), with
// variables pointing into the demo data set. Used to count SQL statements per screen and by the benchmarks.
import type { Db } from '../../../server/db/connect.ts';
import Admin from '../../../web/src/__generated__/AdminScreenQuery.graphql.ts';
import ArchetypePanel from '../../../web/src/__generated__/ArchetypePanelQuery.graphql.ts';
import Assets from '../../../web/src/__generated__/AssetsScreenQuery.graphql.ts';
import CommentsPanel from '../../../web/src/__generated__/CommentsPanelQuery.graphql.ts';
import Dashboard from '../../../web/src/__generated__/DashboardPanelsQuery.graphql.ts';
import DeckEvolution from '../../../web/src/__generated__/DeckEvolutionPanelQuery.graphql.ts';
import Decks from '../../../web/src/__generated__/DecksScreenQuery.graphql.ts';
import Landing from '../../../web/src/__generated__/LandingScreenQuery.graphql.ts';
import MatchesPanel from '../../../web/src/__generated__/MatchesPanelQuery.graphql.ts';
import MatrixPanel from '../../../web/src/__generated__/MatrixPanelQuery.graphql.ts';
import Notifications from '../../../web/src/__generated__/NotificationsMenuQuery.graphql.ts';
import ProjectList from '../../../web/src/__generated__/ProjectListScreenQuery.graphql.ts';
import Project from '../../../web/src/__generated__/ProjectScreenQuery.graphql.ts';
import Team from '../../../web/src/__generated__/TeamScreenQuery.graphql.ts';
import Teams from '../../../web/src/__generated__/TeamsScreenQuery.graphql.ts';
import VersionComparison from '../../../web/src/__generated__/VersionComparisonPanelQuery.graphql.ts';

export interface ScreenQuery {
  name: string;
  text: string;
  variables: Record<string, unknown>;
  /** Who asks: the demo team's member, a visitor, or a site admin. */
  as: 'member' | 'visitor' | 'admin';
}

const text = (node: { params: { text?: string | null } }) => node.params.text ?? '';

/** Every screen and panel query, aimed at the demo data (prisma/demo-data.ts) in `db`. */
export async function screenQueries(db: Db): Promise<ScreenQuery[]> {
  const team = await db.team.findFirstOrThrow({ where: { name: 'Copper Sky Gaming' } });
  const project = await db.project.findFirstOrThrow({ where: { name: 'Modern RCQ Season' } });
  const archetype = await db.archetype.findFirstOrThrow({ where: { projectId: project.id, name: 'Boros Energy' } });
  const decklist = await db.decklist.findFirstOrThrow({ where: { archetypeId: archetype.id } });
  const q = (name: string, node: { params: { text?: string | null } }, variables: Record<string, unknown>, as: ScreenQuery['as'] = 'member'): ScreenQuery => ({
    name,
    text: text(node),
    variables,
    as,
  });
  return [
    q('Landing (/)', Landing, { signedIn: false }, 'visitor'),
    q('Teams (/teams)', Teams, {}),
    q('Team (/teams/:id)', Team, { teamId: team.id }),
    q('Project (/teams/:id/projects/:id)', Project, { projectId: project.id }),
    q('Dashboard tab', Dashboard, { projectId: project.id }),
    q('Dashboard tab (visitor)', Dashboard, { projectId: project.id }, 'visitor'),
    q('Project list (/projects/all)', ProjectList, { filter: {}, publicOnly: false }),
    q('Assets', Assets, { projectId: project.id }),
    q('Archetype panel (assets)', ArchetypePanel, { id: archetype.id, decklistId: '', chosen: false }),
    q('Archetype panel, a decklist chosen', ArchetypePanel, { id: archetype.id, decklistId: decklist.id, chosen: true }),
    q('Decks (/decks?view=all)', Decks, { scope: 'ALL', signedIn: true }),
    q('Matches tab', MatchesPanel, { projectId: project.id, first: 20, after: null, filter: {} }),
    q('Matrix tab', MatrixPanel, { projectId: project.id, filter: {}, halfWidth: 0.1, field: [], withField: false }),
    q('Comments panel', CommentsPanel, { commentableId: archetype.id, commentableType: 'archetype', order: 'NEWEST_FIRST' }),
    q('Deck evolution panel', DeckEvolution, { id: decklist.id }),
    q('Version comparison panel', VersionComparison, { id: decklist.id, from: 'v1', to: `v${decklist.currentVersion}` }),
    q('Notifications menu', Notifications, {}),
    q('Admin (/admin)', Admin, {}, 'admin'),
  ];
}
