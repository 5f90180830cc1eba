// Filter fields the match list and the matrix share, so both read and behave the same.

export type WentFirstFilter = '' | 'winner' | 'loser';

/** From and To plain dates (YYYY-MM-DD); each bounds the other so the range cannot be inverted. */
export function DateRangeFields({ idPrefix, from, to, onChange }: { idPrefix: string; from: string; to: string; onChange: (range: { dateFrom?: string; dateTo?: string }) => void }) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-from`}>From</label>
        <input id={`${idPrefix}-from`} type="date" className="input" value={from} max={to || undefined} onChange={(e) => onChange({ dateFrom: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-to`}>To</label>
        <input id={`${idPrefix}-to`} type="date" className="input" value={to} min={from || undefined} onChange={(e) => onChange({ dateTo: e.target.value })} />
      </div>
    </>
  );
}

/** Who went first: any, the winner or the loser. */
export function WentFirstSelect({ id, value, onChange }: { id: string; value: WentFirstFilter; onChange: (wentFirst: WentFirstFilter) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>Went First</label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value as WentFirstFilter)}>
        <option value="">Any</option>
        <option value="winner">Winner went first</option>
        <option value="loser">Loser went first</option>
      </select>
    </div>
  );
}
