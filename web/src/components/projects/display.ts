// How project and team values read on screen: the spec's fallbacks for missing names, and project URLs.

export function projectNameOf(name: string | null | undefined): string {
  return name?.trim() || 'Unnamed Project';
}

export function gameNameOf(game: string | null | undefined): string {
  return game?.trim() || 'Unknown Game';
}

export function teamNameOf(name: string | null | undefined): string {
  return name?.trim() || 'Unnamed Team';
}

/** A project's page. URLs carry database ids: they are shared links, and the route turns them into lookups once. */
export function projectPath(teamDatabaseId: string, projectDatabaseId: string): string {
  return `/teams/${teamDatabaseId}/projects/${projectDatabaseId}`;
}
