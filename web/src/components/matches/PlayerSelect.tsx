import { graphql, useFragment } from 'react-relay';
import type { PlayerSelect_team$key } from '../../__generated__/PlayerSelect_team.graphql';
import { personName } from './match-display.ts';

interface Props {
  team: PlayerSelect_team$key | null | undefined;
  id: string;
  label: string;
  /** The member's database id, or '' for none. */
  value: string;
  onChange: (userId: string) => void;
  /** The first option, for no player ('All players' in a filter, 'No player' on a match). */
  noneLabel: string;
}

/** A choice among the team's members; absent when the viewer cannot see them (visitors of a public team). */
export function PlayerSelect({ team: key, id, label, value, onChange, noneLabel }: Props) {
  const team = useFragment(
    graphql`
      fragment PlayerSelect_team on Team {
        members(first: 100) {
          edges {
            node {
              user {
                databaseId
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
  const members = team?.members.edges.map((e) => e.node.user) ?? [];
  if (members.length === 0) return null;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{noneLabel}</option>
        {members.map((m) => (
          <option key={m.databaseId} value={m.databaseId}>
            {personName(m)}
          </option>
        ))}
      </select>
    </div>
  );
}
