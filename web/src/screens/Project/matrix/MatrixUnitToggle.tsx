import type { MatrixUnit } from '../../../__generated__/MatrixPanelRefetchQuery.graphql';

export type { MatrixUnit };

/** Matches or Games: what the matrix's cells count (a match without recorded games is one game). */
export function MatrixUnitToggle({ value, onChange }: { value: MatrixUnit; onChange: (unit: MatrixUnit) => void }) {
  return (
    <div className="segmented" role="group" aria-label="Count">
      {(
        [
          ['MATCHES', 'Matches'],
          ['GAMES', 'Games'],
        ] as const
      ).map(([unit, label]) => (
        <button key={unit} type="button" className={value === unit ? 'active' : undefined} aria-pressed={value === unit} onClick={() => onChange(unit)}>
          {label}
        </button>
      ))}
    </div>
  );
}
