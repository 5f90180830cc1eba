import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import type { TestPlanPanelQuery } from '../../../__generated__/TestPlanPanelQuery.graphql';
import type { TestPlanTab_project$key } from '../../../__generated__/TestPlanTab_project.graphql';
import { MatchDataTab } from '../../../components/matches/MatchDataTab.tsx';
import { TestPlanPanel } from './TestPlanPanel.tsx';

/** The Test Plan tab: what to test next for the deck choice, and the team's targets per matchup with progress. */
export function TestPlanTab({ project: key, queryRef }: { project: TestPlanTab_project$key; queryRef: PreloadedQuery<TestPlanPanelQuery> }) {
  const project = useFragment(
    graphql`
      fragment TestPlanTab_project on Project {
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
        title: 'No Test Plan Yet',
        memberMessage: 'A test plan needs at least 2 archetypes in this project: create them in Assets.',
        visitorMessage: 'A test plan needs at least 2 archetypes in this project.',
      }}
      failure={{ title: 'Failed to load the test plan', message: 'The plan could not be loaded. Check your connection and try again.' }}
      loadingMessage="Loading test plan..."
      queryRef={queryRef}
    >
      <TestPlanPanel queryRef={queryRef} />
    </MatchDataTab>
  );
}
