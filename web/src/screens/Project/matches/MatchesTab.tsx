import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import type { MatchesPanelQuery } from '../../../__generated__/MatchesPanelQuery.graphql';
import type { MatchesTab_project$key } from '../../../__generated__/MatchesTab_project.graphql';
import { MatchDataTab } from '../../../components/matches/MatchDataTab.tsx';
import { MatchesPanel } from './MatchesPanel.tsx';

/** The Matches tab: the match list with its filters, Log New Match and CSV for members. */
export function MatchesTab({ project: key, queryRef }: { project: MatchesTab_project$key; queryRef: PreloadedQuery<MatchesPanelQuery> }) {
  const project = useFragment(
    graphql`
      fragment MatchesTab_project on Project {
        viewerIsMember
        ...MatchDataTab_project
      }
    `,
    key,
  );
  return (
    <MatchDataTab
      project={project}
      empty={{
        icon: 'layers',
        title: 'No Matches Available',
        memberMessage: 'Create at least 2 archetypes in Assets before logging matches.',
        visitorMessage: 'This project needs at least 2 archetypes before matches can be logged.',
      }}
      failure={{ title: 'Failed to load matches', message: 'The match list could not be loaded. Check your connection and try again.' }}
      loadingMessage="Loading matches..."
      queryRef={queryRef}
    >
      <MatchesPanel queryRef={queryRef} canEdit={project.viewerIsMember} />
    </MatchDataTab>
  );
}
