import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MatchRow_match$key } from '../../../__generated__/MatchRow_match.graphql';
import type { MatchRow_project$key } from '../../../__generated__/MatchRow_project.graphql';
import { EditMatchModal } from '../../../components/matches/EditMatchModal.tsx';
import { score } from '../../../components/matches/games-form.ts';
import { personName, wentFirstLabel } from '../../../components/matches/match-display.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { formatDateTime } from '../../../components/ui/format-date.ts';
import { Icon } from '../../../components/ui/Icon.tsx';
import { useDeleteMatchMutation } from '../../../mutations/useDeleteMatchMutation.ts';
import { isGuess } from '../../../relay/guesses.ts';
import { messageOf } from '../../../relay/mutation.ts';

interface Props {
  match: MatchRow_match$key;
  project: MatchRow_project$key;
  canEdit: boolean;
  /** The list the row is in: a deleted match leaves it unless it shows deleted matches. */
  connectionId: string;
  listShowsDeleted: boolean;
}

/** A player's name from the fields the row reads. */
const playerName = (user: { readonly username: string; readonly displayName: string | null | undefined } | null | undefined) =>
  user ? personName({ username: user.username, displayName: user.displayName }) : null;

/** One result: when, who won with what, who lost with what, who went first, notes; Edit and Delete for members. */
export function MatchRow({ match: key, project: projectKey, canEdit, connectionId, listShowsDeleted }: Props) {
  const match = useFragment(
    graphql`
      fragment MatchRow_match on Match {
        id
        matchDate
        wentFirst
        games {
          wonBy
        }
        notes
        isActive
        winnerArchetype {
          name
        }
        loserArchetype {
          name
        }
        winnerDecklist {
          name
        }
        loserDecklist {
          name
        }
        winnerDecklistVersion
        loserDecklistVersion
        winnerUser {
          username
          displayName
        }
        loserUser {
          username
          displayName
        }
        ...EditMatchModal_match
      }
    `,
    key,
  );
  const project = useFragment(
    graphql`
      fragment MatchRow_project on Project {
        ...EditMatchModal_project
      }
    `,
    projectKey,
  );
  const [editing, setEditing] = useState(false);
  const pending = isGuess(match.id);
  const [deleteMatch, deleting] = useDeleteMatchMutation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const gameScore = match.games.length > 0 ? score(match.games.map((game) => game.wonBy)) : null;
  const side = (archetype: string, decklist: { readonly name: string } | null | undefined, version: number | null | undefined, player: string | null, result: string | null = null) => (
    <>
      <div className="match-archetype">
        {archetype}
        {result && <span className="match-score">{result}</span>}
      </div>
      <div className="muted small">
        {[decklist ? `${decklist.name}${version ? ` v${version}` : ''}` : null, player].filter(Boolean).join(' · ') || '\u00a0'}
      </div>
    </>
  );

  return (
    // A row guessed while the server answers (relay/guesses.ts) is shown as pending, and can't be edited yet.
    <tr className={match.isActive ? undefined : 'match-inactive'} aria-busy={pending || undefined}>
      {/* data-label names the column where narrow screens show each row as a card (matches-tab.css). */}
      <td className="match-date">{formatDateTime(match.matchDate)}</td>
      <td data-label="Winner">{side(match.winnerArchetype.name, match.winnerDecklist, match.winnerDecklistVersion, playerName(match.winnerUser), gameScore)}</td>
      <td data-label="Loser">{side(match.loserArchetype.name, match.loserDecklist, match.loserDecklistVersion, playerName(match.loserUser))}</td>
      <td data-label="Went first">{wentFirstLabel(match.wentFirst)}</td>
      <td className={`match-notes${match.notes || !match.isActive || error ? '' : ' match-notes-empty'}`} data-label="Notes">
        {!match.isActive && <Badge tone="danger">Deleted</Badge>} {match.notes}
        {error && <div className="field-error">{error}</div>}
      </td>
      {canEdit && (
        <td className="match-actions">
          <button type="button" className="btn btn-ghost btn-sm" aria-label={`Edit match ${match.winnerArchetype.name} beat ${match.loserArchetype.name}`} disabled={pending} onClick={() => setEditing(true)}>
            <Icon name="edit" size={16} />
          </button>
          {match.isActive && (
            <button type="button" className="btn btn-ghost btn-sm" aria-label={`Delete match ${match.winnerArchetype.name} beat ${match.loserArchetype.name}`} disabled={pending} onClick={() => setConfirming(true)}>
              <Icon name="trash" size={16} />
            </button>
          )}
          {editing && <EditMatchModal match={match} project={project} connectionId={connectionId} listShowsDeleted={listShowsDeleted} onClose={() => setEditing(false)} />}
          {confirming && (
            <ConfirmDialog
              title="Delete Match"
              message={`Delete this match (${match.winnerArchetype.name} beat ${match.loserArchetype.name})? It no longer counts in statistics.`}
              confirmLabel="Delete"
              danger
              busy={deleting}
              onCancel={() => setConfirming(false)}
              onConfirm={async () => {
                try {
                  await deleteMatch(match.id, connectionId, listShowsDeleted);
                  setConfirming(false);
                } catch (failure) {
                  setConfirming(false);
                  setError(messageOf(failure, 'Failed to delete match'));
                }
              }}
            />
          )}
        </td>
      )}
    </tr>
  );
}
