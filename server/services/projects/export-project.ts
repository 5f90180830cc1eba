// A project's archive (its shape: domain/validation/project-archive.ts), for its team's owner and admins.
import type { RequestContext } from '../../context.ts';
import { gamesOnTheWire } from '../../domain/matchup/games.ts';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type ProjectArchive } from '../../domain/validation/project-archive.ts';
import { guideCardsOf } from '../sideboard-guides/sideboard-guide-queries.ts';
import { readableProject, TEAM_MANAGERS, teamWithRole } from '../access/permissions.ts';
import { sharesOf } from '../metagames/metagame-queries.ts';
import { planRows } from '../test-plans/test-plan-queries.ts';

type Person = { username: string } | null;
const username = (user: Person) => user?.username ?? null;
const person = { select: { username: true } } as const;

export async function exportProject(ctx: RequestContext, projectId: string): Promise<ProjectArchive> {
  ctx.viewer.requireUser();
  const project = await readableProject(ctx, projectId);
  await teamWithRole(ctx, project.teamId, TEAM_MANAGERS, 'Only team owners and admins can export a project');
  const where = { projectId: project.id };
  const [archetypes, decklists, matches, comments, metagames, guides, testPlan] = await Promise.all([
    ctx.db.archetype.findMany({ where, orderBy: { id: 'asc' }, include: { createdBy: person } }),
    ctx.db.decklist.findMany({
      where: { archetype: where },
      orderBy: { id: 'asc' },
      include: { createdBy: person, versions: { orderBy: { number: 'asc' }, include: { createdBy: person, cards: { orderBy: { position: 'asc' } } } } },
    }),
    ctx.db.match.findMany({ where, orderBy: { id: 'asc' }, include: { winnerUser: person, loserUser: person, recordedBy: person } }),
    ctx.db.comment.findMany({ where, orderBy: { id: 'asc' }, include: { author: person } }),
    ctx.db.metagameSnapshot.findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: { savedBy: person } }),
    ctx.db.sideboardGuide.findMany({
      where: { version: { decklist: { archetype: where } } },
      orderBy: { id: 'asc' },
      include: { updatedBy: person, version: { select: { decklistId: true, number: true } } },
    }),
    planRows(ctx, project.id),
  ]);
  const keys = new Map<string, string>();
  const keyOf = (kind: string, id: string | null, index?: number) => {
    if (id === null) return null;
    if (index !== undefined) keys.set(id, `${kind}:${index + 1}`);
    return keys.get(id) ?? null;
  };
  /** The key of a row the archive holds (every archetype and decklist of the project is in it). */
  const keyOfKnown = (kind: string, id: string, index?: number) => keyOf(kind, id, index)!;
  return {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exported_at: new Date().toISOString(),
    project: { name: project.name, description: project.description, visibility: project.visibility, game: project.game, format: project.format, tags: project.tags, is_active: project.isActive },
    sections: {
      archetypes: archetypes.map((a, i) => ({
        key: keyOfKnown('archetype', a.id, i),
        name: a.name,
        short_name: a.shortName,
        description: a.description,
        game: a.game,
        format: a.format,
        is_active: a.isActive,
        is_candidate: a.isCandidate,
        created_by: username(a.createdBy),
        created_at: a.createdAt.toISOString(),
      })),
      decklists: decklists.map((d, i) => ({
        key: keyOfKnown('decklist', d.id, i),
        archetype: keyOfKnown('archetype', d.archetypeId),
        name: d.name,
        current_version: d.currentVersion,
        raw_import_text: d.rawImportText,
        created_by: username(d.createdBy),
        created_at: d.createdAt.toISOString(),
        versions: d.versions.map((v) => ({
          number: v.number,
          change_summary: v.changeSummary,
          notes: v.notes,
          created_by: username(v.createdBy),
          created_at: v.createdAt.toISOString(),
          cards: v.cards.map((c) => ({ name: c.name, quantity: c.quantity, type: c.type, cost: c.cost, rarity: c.rarity, set: c.set, number: c.number })),
        })),
      })),
      matches: matches.map((m) => ({
        winner_archetype: keyOfKnown('archetype', m.winnerArchetypeId),
        loser_archetype: keyOfKnown('archetype', m.loserArchetypeId),
        winner_decklist: keyOf('decklist', m.winnerDecklistId),
        loser_decklist: keyOf('decklist', m.loserDecklistId),
        winner_decklist_version: m.winnerDecklistVersion,
        loser_decklist_version: m.loserDecklistVersion,
        winner_player: username(m.winnerUser),
        loser_player: username(m.loserUser),
        went_first: m.wentFirst,
        best_of: m.bestOf,
        games: gamesOnTheWire(m.games),
        match_date: m.matchDate.toISOString(),
        notes: m.notes,
        is_active: m.isActive,
        recorded_by: username(m.recordedBy),
        created_at: m.createdAt.toISOString(),
      })),
      sideboard_guides: guides.map((g) => ({
        decklist: keyOfKnown('decklist', g.version.decklistId),
        version: g.version.number,
        opponent: keyOfKnown('archetype', g.opponentArchetypeId),
        in: guideCardsOf(g.cardsIn),
        out: guideCardsOf(g.cardsOut),
        on_the_draw: g.drawIn === null || g.drawOut === null ? null : { in: guideCardsOf(g.drawIn), out: guideCardsOf(g.drawOut) },
        notes: g.notes,
        carried_from_version: g.carriedFromVersion,
        updated_by: username(g.updatedBy),
        updated_at: g.updatedAt.toISOString(),
      })),
      // Oldest first, so a reply always comes after the comment it answers.
      comments: comments.map((c, i) => ({
        key: keyOfKnown('comment', c.id, i),
        parent: keyOf('comment', c.parentId),
        on: c.archetypeId ? keyOfKnown('archetype', c.archetypeId) : keyOfKnown('decklist', c.decklistId!),
        content: c.content,
        is_active: c.isActive,
        author: username(c.author),
        created_at: c.createdAt.toISOString(),
      })),
      metagame: metagames.map((m) => ({
        as_of: m.asOf.toISOString(),
        shares: sharesOf(m.shares).map((share) => ({ archetype: keyOfKnown('archetype', share.archetypeId), share: share.share })),
        saved_by: username(m.savedBy),
        created_at: m.createdAt.toISOString(),
      })),
      test_plan: testPlan.map((m) => ({
        archetype: keyOfKnown('archetype', m.archetypeId),
        opponent: keyOfKnown('archetype', m.opponentId),
        target_matches: m.targetMatches,
        max_interval_width: m.maxIntervalWidth,
        players: m.players.map((p) => p.username),
      })),
    },
  };
}
