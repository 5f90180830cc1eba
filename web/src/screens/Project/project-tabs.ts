// The project page's tabs live in the URL (?tab=matches), so a tab can be linked to and survives a reload.
export const PROJECT_TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'matches', label: 'Matches' },
  { id: 'matrix', label: 'Matchup Matrix' },
  { id: 'plan', label: 'Test Plan' },
] as const;

export type ProjectTab = (typeof PROJECT_TABS)[number]['id'];

export function projectTabOf(value: string | null): ProjectTab {
  return PROJECT_TABS.find((tab) => tab.id === value)?.id ?? 'dashboard';
}

/** The search string that opens `tab` (the dashboard is the default and needs none). */
export function tabSearch(tab: ProjectTab): string {
  return tab === 'dashboard' ? '' : `?tab=${tab}`;
}

/** The Matchup Matrix tab with one cell opened: a shared link (the dashboard's least-tested matchups). */
export function matrixCellSearch(rowArchetypeId: string, columnArchetypeId: string): string {
  return `?tab=matrix&cell=${rowArchetypeId}~${columnArchetypeId}`;
}

/** The cell a URL opens (?cell=<row archetype id>~<column archetype id>), if any. */
export function cellInUrl(params: URLSearchParams): { row: string; column: string } | null {
  const [row, column, ...rest] = (params.get('cell') ?? '').split('~');
  return row && column && rest.length === 0 ? { row, column } : null;
}
