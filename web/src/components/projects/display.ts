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

export function projectPath(project: { readonly teamDatabaseId: string; readonly databaseId: string }): string {
  return `/teams/${project.teamDatabaseId}/projects/${project.databaseId}`;
}
