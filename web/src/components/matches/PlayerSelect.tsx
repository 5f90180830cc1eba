import { graphql, useFragment } from 'react-relay';
import type { PlayerSelect_team$key } from '../../__generated__/PlayerSelect_team.graphql';
import { ShowingOf } from '../ui/LoadMore.tsx';
import { personName } from './match-display.ts';

/** A team member as the match forms need them: the Relay ID to send and the names to show. */
export interface Player {
  id: string;
  username: string;
  displayName: string | null | undefined;
}

interface Props {
  team: PlayerSelect_team$key | null | undefined;
  id: string;
  label: string;
  /** The member's Relay ID, or '' for none. */
  value: string;
  onChange: (userId: string, player: Player | null) => void;
  /** The first option, for no player ('All players' in a filter, 'No player' on a match). */
  noneLabel: string;
}

/**
 * A choice among the team's members; absent when the viewer cannot see them (visitors of a public team). A team
 * larger than one page says how many of its members the list offers.
 */
export function PlayerSelect({ team: key, id, label, value, onChange, noneLabel }: Props) {
  const team = useFragment(
    graphql`
      fragment PlayerSelect_team on Team {
        members(first: 100) {
          totalCount
          edges {
            node {
              user {
                id
                username
                displayName
              }
            }
          }
        }
      }
    `,
    key,
  );
  const members: Player[] = team?.members.edges.map(({ node: { user } }) => ({ id: user.id, username: user.username, displayName: user.displayName })) ?? [];
  if (members.length === 0) return null;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value, members.find((m) => m.id === e.target.value) ?? null)}>
        <option value="">{noneLabel}</option>
        {members.map((m) => (
          <option key={m.id} value={m.id}>
            {personName(m)}
          </option>
        ))}
      </select>
      <ShowingOf shown={members.length} total={team?.members.totalCount ?? 0} noun="members" />
    </div>
  );
}
