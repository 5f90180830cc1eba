import { TagInput } from './TagInput.tsx';
import { useGameSuggestions } from './useGameSuggestions.ts';

export const PROJECT_NAME_MAX = 100;

export type Visibility = 'private' | 'public';

export interface ProjectFieldValues {
  name: string;
  description: string;
  visibility: Visibility;
  game: string;
  format: string;
  tags: readonly string[];
}

/**
 * A project's fields as the create and settings dialogs edit them: name, description, game (with suggestions), format
 * (suggestions for the chosen game), visibility and tags. `id` prefixes the controls' ids.
 */
export function ProjectFields({ id, values, onChange }: { id: string; values: ProjectFieldValues; onChange: (changes: Partial<ProjectFieldValues>) => void }) {
  const { games, formats } = useGameSuggestions(values.game);
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-name`}>Project name *</label>
        <input id={`${id}-name`} className="input" value={values.name} maxLength={PROJECT_NAME_MAX} onChange={(e) => onChange({ name: e.target.value })} placeholder="e.g. Regional Championship prep" />
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea id={`${id}-description`} className="input description-input" rows={3} value={values.description} onChange={(e) => onChange({ description: e.target.value })} placeholder="What is this project testing?" />
      </div>
      <div className="project-form-pair">
        <div className="field">
          <label htmlFor={`${id}-game`}>Game *</label>
          <input id={`${id}-game`} className="input" list={`${id}-games`} value={values.game} maxLength={100} onChange={(e) => onChange({ game: e.target.value })} placeholder="Choose or type a game" autoComplete="off" />
          <datalist id={`${id}-games`}>
            {games.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        </div>
        <div className="field">
          <label htmlFor={`${id}-format`}>Format</label>
          <input id={`${id}-format`} className="input" list={`${id}-formats`} value={values.format} maxLength={100} onChange={(e) => onChange({ format: e.target.value })} placeholder="Optional" autoComplete="off" />
          <datalist id={`${id}-formats`}>
            {formats.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-visibility`}>Visibility</label>
        <select id={`${id}-visibility`} className="select" value={values.visibility} onChange={(e) => onChange({ visibility: e.target.value as Visibility })}>
          <option value="private">Private: only team members</option>
          <option value="public">Public: anyone can view</option>
        </select>
      </div>
      <TagInput id={`${id}-tags`} label="Tags" tags={values.tags} onChange={(tags) => onChange({ tags })} />
    </>
  );
}
