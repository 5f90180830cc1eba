import { graphql, useFragment } from 'react-relay';
import type { WeeklyActivityPanel_project$key } from '../../../__generated__/WeeklyActivityPanel_project.graphql';
import { DashboardCard, DashboardEmpty } from './DashboardCard.tsx';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Who logged matches, saved decklists and commented in the last seven days, busiest first. */
export function WeeklyActivityPanel({ project: key }: { project: WeeklyActivityPanel_project$key }) {
  const project = useFragment(
    graphql`
      fragment WeeklyActivityPanel_project on Project {
        viewerIsMember
        weeklyActivity {
          userDatabaseId
          name
          matchesLogged
          decklistVersions
          comments
        }
      }
    `,
    key,
  );
  const people = project.weeklyActivity;
  return (
    <DashboardCard icon="users" title="This Week">
      {people.length === 0 ? (
        <DashboardEmpty>
          {project.viewerIsMember ? 'Nothing logged in the last 7 days. Log tonight\'s matches and they show up here.' : 'Nothing logged in the last 7 days.'}
        </DashboardEmpty>
      ) : (
        <ul className="dashboard-list">
          {people.map((person) => (
            <li key={person.userDatabaseId}>
              <strong>{person.name}</strong>
              <span className="muted small">
                {[
                  person.matchesLogged && count(person.matchesLogged, 'match', 'matches'),
                  person.decklistVersions && count(person.decklistVersions, 'decklist version', 'decklist versions'),
                  person.comments && count(person.comments, 'comment', 'comments'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
