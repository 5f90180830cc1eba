import { useEffect, useId, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { CreateArchetypeModalListsQuery } from '../../__generated__/CreateArchetypeModalListsQuery.graphql';
import { useCreateArchetypeMutation, type ArchetypeList } from '../../mutations/useCreateArchetypeMutation.ts';
import { messageOf } from '../../relay/mutation.ts';
import { useSingleFlight } from '../decklists/useSingleFlight.ts';
import { Modal } from '../ui/Modal.tsx';
import { Alert } from '../ui/States.tsx';
import { ARCHETYPE_NAME_MAX, ArchetypeFields, type ArchetypeFieldValues } from './ArchetypeFields.tsx';

// Both suggestion lists in one request: the server resolves the two root fields side by side.
const LISTS = graphql`
  query CreateArchetypeModalListsQuery {
    games
    formats
  }
`;

export interface ArchetypeProject {
  /** Relay ID of the project. */
  id: string;
  name: string;
  game: string;
  format: string | null | undefined;
}

/**
 * Create New Archetype: Name, Short Name (generated when empty), Game and Format with suggestions, Description. The
 * new archetype joins `list` in the store; `onCreated` gets its Relay ID and database id (for URLs).
 */
export function CreateArchetypeModal({
  project,
  list,
  onClose,
  onCreated,
}: {
  project: ArchetypeProject;
  list: ArchetypeList;
  onClose: () => void;
  onCreated: (archetype: { id: string; databaseId: string }) => void;
}) {
  const environment = useRelayEnvironment();
  const ids = useId();
  const [values, setValues] = useState<ArchetypeFieldValues>({ name: '', shortName: '', description: '' });
  const { name, shortName, description } = values;
  const [game, setGame] = useState(project.game);
  const [format, setFormat] = useState(project.format ?? '');
  const [lists, setLists] = useState<{ games: readonly string[]; formats: readonly string[] }>({ games: [], formats: [] });
  const [error, setError] = useState<string | null>(null);
  const [create] = useCreateArchetypeMutation();
  const [once, saving] = useSingleFlight();

  useEffect(() => {
    const subscription = fetchQuery<CreateArchetypeModalListsQuery>(environment, LISTS, {}).subscribe({
      next: (data) => setLists({ games: data.games, formats: data.formats }),
      // Spec section 8: a failed load of games or formats is only logged; the boxes still take any text.
      error: (problem: unknown) => console.warn('Could not load games and formats', problem),
    });
    return () => subscription.unsubscribe();
  }, [environment]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      setError(null);
      if (!name.trim()) return setError('Archetype name is required');
      if (name.trim().length > ARCHETYPE_NAME_MAX) return setError(`Archetype name must be at most ${ARCHETYPE_NAME_MAX} characters`);
      if (!game.trim()) return setError('Game is required');
      try {
        const archetype = await create(
          {
            projectId: project.id,
            name: name.trim(),
            game: game.trim(),
            ...(shortName.trim() ? { shortName: shortName.trim() } : {}),
            ...(format.trim() ? { format: format.trim() } : {}),
            ...(description.trim() ? { description: description.trim() } : {}),
          },
          list,
        );
        onCreated({ id: archetype.id, databaseId: archetype.databaseId });
      } catch (problem) {
        setError(messageOf(problem, 'Failed to create archetype'));
      }
    });
  };

  const footer = (
    <>
      <button type="button" className="btn btn-secondary" onClick={onClose} disabled={saving}>
        Cancel
      </button>
      <button type="submit" form={`${ids}-form`} className="btn btn-primary" disabled={saving}>
        {saving ? 'Creating…' : 'Create Archetype'}
      </button>
    </>
  );

  return (
    <Modal title="Create New Archetype" onClose={onClose} footer={footer}>
      <form id={`${ids}-form`} className="form" onSubmit={submit} noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        <p className="muted small">In {project.name}</p>
        <ArchetypeFields id={ids} values={values} onChange={(changes) => setValues((current) => ({ ...current, ...changes }))} examples>
          <div className="field">
            <label htmlFor={`${ids}-game`}>Game *</label>
            <input id={`${ids}-game`} className="input" list={`${ids}-games`} value={game} onChange={(e) => setGame(e.target.value)} />
            <datalist id={`${ids}-games`}>
              {lists.games.map((g) => (
                <option key={g} value={g} />
              ))}
            </datalist>
          </div>
          <div className="field">
            <label htmlFor={`${ids}-format`}>Format</label>
            <input id={`${ids}-format`} className="input" list={`${ids}-formats`} value={format} placeholder="No specific format" onChange={(e) => setFormat(e.target.value)} />
            <datalist id={`${ids}-formats`}>
              {lists.formats.map((f) => (
                <option key={f} value={f} />
              ))}
            </datalist>
          </div>
        </ArchetypeFields>
      </form>
    </Modal>
  );
}
