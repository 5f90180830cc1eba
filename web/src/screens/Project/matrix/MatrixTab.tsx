import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import type { MatrixPanelQuery } from '../../../__generated__/MatrixPanelQuery.graphql';
import type { MatrixTab_project$key } from '../../../__generated__/MatrixTab_project.graphql';
import { MatchDataTab } from '../../../components/matches/MatchDataTab.tsx';
import { MatrixPanel } from './MatrixPanel.tsx';

/** The Matchup Matrix tab: the live matrix with its filters, totals, expected win rates and games still needed. */
export function MatrixTab({ project: key, queryRef }: { project: MatrixTab_project$key; queryRef: PreloadedQuery<MatrixPanelQuery> }) {
  const project = useFragment(
    graphql`
      fragment MatrixTab_project on Project {
        ...MatchDataTab_project
      }
    `,
    key,
  );
  return (
    <MatchDataTab
      project={project}
      empty={{
        icon: 'grid',
        title: 'No Matrix Available',
        memberMessage: 'The matchup matrix needs at least 2 archetypes in this project: create them in Assets, then log matches.',
        visitorMessage: 'The matchup matrix needs at least 2 archetypes in this project.',
      }}
      failure={{ title: 'Failed to load matchup matrix', message: 'The numbers could not be loaded. Check your connection and try again.' }}
      loadingMessage="Loading matchup matrix..."
      queryRef={queryRef}
    >
      <MatrixPanel queryRef={queryRef} />
    </MatchDataTab>
  );
}
