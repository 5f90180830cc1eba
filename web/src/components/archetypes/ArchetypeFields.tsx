import type { ReactNode } from 'react';
import { generateShortName, SHORT_NAME_MAX } from '../../../../server/domain/short-name.ts';

export const ARCHETYPE_NAME_MAX = 200;

export interface ArchetypeFieldValues {
  name: string;
  shortName: string;
  description: string;
}

/**
 * An archetype's fields as the create and edit dialogs edit them: name, short name (its placeholder shows the one
 * generated from the name) and description. `children` stand between the short name and the description (the create
 * dialog's game and format); `examples` puts example names in the empty boxes (the create dialog). `id` prefixes the
 * controls' ids.
 */
export function ArchetypeFields({
  id,
  values,
  onChange,
  examples = false,
  children,
}: {
  id: string;
  values: ArchetypeFieldValues;
  onChange: (changes: Partial<ArchetypeFieldValues>) => void;
  examples?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name *</label>
        <input
          id={`${id}-name`}
          className="input"
          value={values.name}
          maxLength={ARCHETYPE_NAME_MAX}
          placeholder={examples ? 'e.g. Izzet Phoenix' : undefined}
          onChange={(e) => onChange({ name: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-short`}>Short Name</label>
        <input
          id={`${id}-short`}
          className="input"
          value={values.shortName}
          maxLength={SHORT_NAME_MAX}
          placeholder={values.name.trim() ? generateShortName(values.name) : examples ? 'e.g. IP' : ''}
          onChange={(e) => onChange({ shortName: e.target.value })}
        />
        <span className="hint">2-5 characters, shown in tight places like the matchup matrix. Generated from the name if left empty.</span>
      </div>
      {children}
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea id={`${id}-description`} className="textarea textarea-prose" rows={3} value={values.description} onChange={(e) => onChange({ description: e.target.value })} />
      </div>
    </>
  );
}
