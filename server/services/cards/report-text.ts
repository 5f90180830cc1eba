// The report `npm run cards:import` prints: per table, what the data held and what the import did with it.
import { GAMES } from '../../domain/games.ts';
import type { ImportReport, TableReport } from './import-catalog.ts';

const n = (value: number) => value.toLocaleString('en-US');

function tableLine(label: string, table: TableReport): string {
  const kept = table.kept > 0 ? `, ${n(table.kept)} not in this data kept` : '';
  return `  ${label.padEnd(10)} ${n(table.read).padStart(9)} read: ${n(table.added)} added, ${n(table.changed)} changed, ${n(table.unchanged)} unchanged${kept}`;
}

export function importReportText(report: ImportReport): string {
  return [
    `${GAMES[report.game].name} catalog from ${report.source} (${report.locations.join(', ')}): ${n(report.records)} records in ${report.seconds.toFixed(1)} s`,
    tableLine('cards', report.cards),
    tableLine('printings', report.printings),
    tableLine('sets', report.sets),
  ].join('\n');
}
