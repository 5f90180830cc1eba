// The two sides of a match checked against the project: archetypes of this project, decklists of those archetypes,
// players who are members of the team. Logging, editing and CSV import all check through here, against a roster
// loaded once (an import checks thousands of rows against the same roster).
import type { RequestContext } from '../../context.ts';
import { ValidationError, type FieldProblem } from '../../domain/errors.ts';

export interface RosterArchetype {
  id: string;
  name: string;
  shortName: string;
}

export interface RosterDecklist {
  id: string;
  name: string;
  archetypeId: string;
  currentVersion: number;
}

export interface RosterMember {
  id: string;
  username: string;
}

/** A project's archetypes (inactive ones too), their decklists, and the team's members, by id. */
export interface Roster {
  projectId: string;
  archetypes: Map<string, RosterArchetype>;
  decklists: Map<string, RosterDecklist>;
  members: Map<string, RosterMember>;
}

export async function loadRoster(ctx: RequestContext, project: { id: string; teamId: string }): Promise<Roster> {
  const [archetypes, decklists, members] = await Promise.all([
    ctx.db.archetype.findMany({ where: { projectId: project.id }, select: { id: true, name: true, shortName: true } }),
    ctx.db.decklist.findMany({ where: { archetype: { projectId: project.id } }, select: { id: true, name: true, archetypeId: true, currentVersion: true } }),
    ctx.db.teamMember.findMany({ where: { teamId: project.teamId }, select: { user: { select: { id: true, username: true } } } }),
  ]);
  return {
    projectId: project.id,
    archetypes: new Map(archetypes.map((a) => [a.id, a])),
    decklists: new Map(decklists.map((d) => [d.id, d])),
    members: new Map(members.map(({ user }) => [user.id, user])),
  };
}

/** The ids of a match's two sides, named as the match's columns. */
export interface MatchSides {
  winnerArchetypeId: string;
  loserArchetypeId: string;
  winnerDecklistId: string | null;
  loserDecklistId: string | null;
  winnerUserId: string | null;
  loserUserId: string | null;
}

type Side = 'winner' | 'loser';
const LABEL: Record<Side, string> = { winner: 'Winner', loser: 'Loser' };

/** Ids are compared lower-cased, as PostgreSQL returns them. */
const normalise = (id: string | null) => (id ? id.toLowerCase() : null);

function checkSide(roster: Roster, sides: MatchSides, side: Side, problems: FieldProblem[]): void {
  const label = LABEL[side];
  const archetypeId = normalise(sides[`${side}ArchetypeId`])!;
  const decklistId = normalise(sides[`${side}DecklistId`]);
  const userId = normalise(sides[`${side}UserId`]);
  const archetypeKnown = roster.archetypes.has(archetypeId);
  if (!archetypeKnown) problems.push({ field: `${side}ArchetypeId`, message: `${label} archetype not found in this project` });
  if (decklistId) {
    const decklist = roster.decklists.get(decklistId);
    if (!decklist) problems.push({ field: `${side}DecklistId`, message: `${label} decklist not found in this project` });
    else if (archetypeKnown && decklist.archetypeId !== archetypeId) {
      problems.push({ field: `${side}DecklistId`, message: `${label} decklist is not a decklist of the ${side} archetype` });
    }
  }
  if (userId && !roster.members.has(userId)) problems.push({ field: `${side}UserId`, message: `${label} player is not a member of this team` });
}

/**
 * The problems with these sides (empty when they are fine). The same archetype on both sides is a mirror match and
 * fine, and so is one player on both sides with different decks (playtesting alone); the same archetype played by
 * the same player on both sides cannot be a game.
 */
export function sideProblems(roster: Roster, sides: MatchSides): FieldProblem[] {
  const problems: FieldProblem[] = [];
  checkSide(roster, sides, 'winner', problems);
  checkSide(roster, sides, 'loser', problems);
  const sameArchetype = normalise(sides.winnerArchetypeId) === normalise(sides.loserArchetypeId);
  const samePlayer = sides.winnerUserId !== null && normalise(sides.winnerUserId) === normalise(sides.loserUserId);
  if (sameArchetype && samePlayer) {
    problems.push({ field: 'loserUserId', message: 'Winner and loser cannot be the same archetype played by the same player' });
  }
  return problems;
}

/** The sides' ids as stored (lower-cased) with the decklists' current version numbers; ValidationError when wrong. */
export function checkedSides(roster: Roster, sides: MatchSides) {
  const problems = sideProblems(roster, sides);
  if (problems.length) throw new ValidationError(problems[0].message, problems);
  const versionOf = (id: string | null) => (id ? roster.decklists.get(id)!.currentVersion : null);
  const winnerDecklistId = normalise(sides.winnerDecklistId);
  const loserDecklistId = normalise(sides.loserDecklistId);
  return {
    winnerArchetypeId: normalise(sides.winnerArchetypeId)!,
    loserArchetypeId: normalise(sides.loserArchetypeId)!,
    winnerDecklistId,
    loserDecklistId,
    winnerDecklistVersion: versionOf(winnerDecklistId),
    loserDecklistVersion: versionOf(loserDecklistId),
    winnerUserId: normalise(sides.winnerUserId),
    loserUserId: normalise(sides.loserUserId),
  };
}
