// GET /games and /formats: the built-in catalogue plus the games and formats already used in projects the viewer
// can read (so a team's house format shows up for its members only).
import type { RequestContext } from '../../context.ts';
import { formatsOf, GAME_NAMES } from '../../domain/games.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { formatsQuerySchema, type FormatsQuery } from '../../domain/validation/projects.ts';
import { readableProjects } from '../access/read-scope.ts';

const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

export async function listGames(ctx: RequestContext): Promise<string[]> {
  const used = await ctx.db.project.findMany({ where: await readableProjects(ctx.viewer), distinct: ['game'], select: { game: true } });
  return sorted([...GAME_NAMES, ...used.map((p) => p.game)]);
}

export async function listFormats(ctx: RequestContext, query: FormatsQuery = {}): Promise<string[]> {
  const gameName = parseInput(formatsQuerySchema, query).game?.trim() || undefined;
  const used = await ctx.db.project.findMany({
    where: { AND: [await readableProjects(ctx.viewer), { format: { not: null } }, gameName ? { game: { equals: gameName, mode: 'insensitive' } } : {}] },
    distinct: ['format'],
    select: { format: true },
  });
  return sorted([...formatsOf(gameName), ...used.flatMap((p) => (p.format ? [p.format] : []))]);
}
