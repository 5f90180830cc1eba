// Loaded lazily by DeckEvolutionPanel: recharts is only needed once someone opens a deck's evolution.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface EvolutionPoint {
  version: string;
  /** Total cards in that version. */
  size: number;
  /** Changes from the previous version to this one (0 for the first). */
  changes: number;
}

export default function EvolutionChart({ points }: { points: EvolutionPoint[] }) {
  return (
    <div className="evolution-chart-box">
      <ResponsiveContainer width="100%" height={240}>
        <ComposedChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#e5e7ef" strokeDasharray="3 3" />
          <XAxis dataKey="version" tick={{ fontSize: 12 }} />
          <YAxis yAxisId="size" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis yAxisId="changes" orientation="right" allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Bar yAxisId="changes" dataKey="changes" name="Changes" fill="#f59e0b" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          <Line yAxisId="size" type="monotone" dataKey="size" name="Deck size" stroke="#4338ca" strokeWidth={2} dot={{ r: 4 }} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
