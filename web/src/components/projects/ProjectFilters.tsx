import { useId } from 'react';
import { TagInput } from './TagInput.tsx';

export interface ProjectFilterValues {
  visibility: '' | 'public' | 'private';
  game: string;
  format: string;
  tags: readonly string[];
}

export const NO_FILTERS: ProjectFilterValues = { visibility: '', game: '', format: '', tags: [] };

export function hasFilters(values: ProjectFilterValues): boolean {
  return Boolean(values.visibility || values.game || values.format || values.tags.length);
}

/** A select's options: the known values plus the current one, so a chosen value never disappears from its list. */
function optionsWith(values: readonly string[], current: string): readonly string[] {
  return current && !values.includes(current) ? [current, ...values] : values;
}

/** The list filters: visibility (unless the mode fixes it), game, format, tags, and Clear Filters. */
export function ProjectFilters({
  values,
  onChange,
  showVisibility,
  games,
  formats,
}: {
  values: ProjectFilterValues;
  onChange: (values: ProjectFilterValues) => void;
  showVisibility: boolean;
  games: readonly string[];
  formats: readonly string[];
}) {
  const id = useId();
  const set = (change: Partial<ProjectFilterValues>) => onChange({ ...values, ...change });
  return (
    <div className="project-filters card" role="search" aria-label="Filter projects">
      <div className="project-filters-grid">
        {showVisibility && (
          <div className="field">
            <label htmlFor={`${id}-visibility`}>Visibility</label>
            <select id={`${id}-visibility`} className="select" value={values.visibility} onChange={(e) => set({ visibility: e.target.value as ProjectFilterValues['visibility'] })}>
              <option value="">All</option>
              <option value="public">Public</option>
              <option value="private">Private</option>
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-game`}>Game</label>
          {/* A different game has different formats: the format filter starts over. */}
          <select id={`${id}-game`} className="select" value={values.game} onChange={(e) => set({ game: e.target.value, format: '' })}>
            <option value="">All Games</option>
            {optionsWith(games, values.game).map((game) => (
              <option key={game}>{game}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-format`}>Format</label>
          <select id={`${id}-format`} className="select" value={values.format} onChange={(e) => set({ format: e.target.value })}>
            <option value="">All Formats</option>
            {optionsWith(formats, values.format).map((format) => (
              <option key={format}>{format}</option>
            ))}
          </select>
        </div>
        <TagInput id={`${id}-tags`} label="Tags" tags={values.tags} onChange={(tags) => set({ tags })} placeholder="Filter by tag" />
      </div>
      {hasFilters(values) && (
        <div className="project-filters-actions">
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(NO_FILTERS)}>
            Clear Filters
          </button>
        </div>
      )}
    </div>
  );
}
