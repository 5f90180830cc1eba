// A project's archive: one versioned JSON document with everything of the project, for its team's owner and admins.
// Each domain is a section of its own under `sections`, so a later domain adds a section without touching the others.
// Rows refer to each other by keys local to the archive (`archetype:1`), never by database ids, and people by
// username: an archive means the same in another team or on another server.
import type { RequestContext } from '../../context.ts';
import { readableProject, TEAM_MANAGERS, teamWithRole } from '../access/permissions.ts';

export const ARCHIVE_FORMAT = 'sideboard.project-archive';
export const ARCHIVE_VERSION = 1;

type Person = { username: string } | null;
const username = (user: Person) => user?.username ?? null;
const person = { select: { username: true } } as const;

export async function exportProject(ctx: RequestContext, projectId: string) {
  ctx.viewer.requireUser();
  const project = await readableProject(ctx, projectId);
  await teamWithRole(ctx, project.teamId, TEAM_MANAGERS, 'Only team owners and admins can export a project');
  const where = { projectId: project.id };
  const [archetypes, decklists, matches, comments] = await Promise.all([
    ctx.db.archetype.findMany({ where, orderBy: { id: 'asc' }, include: { createdBy: person } }),
    ctx.db.decklist.findMany({
      where: { archetype: where },
      orderBy: { id: 'asc' },
      include: { createdBy: person, versions: { orderBy: { number: 'asc' }, include: { createdBy: person, cards: { orderBy: { position: 'asc' } } } } },
    }),
    ctx.db.match.findMany({ where, orderBy: { id: 'asc' }, include: { winnerUser: person, loserUser: person, recordedBy: person } }),
    ctx.db.comment.findMany({ where, orderBy: { id: 'asc' }, include: { author: person } }),
  ]);
  const keys = new Map<string, string>();
  const keyOf = (kind: string, id: string | null, index?: number) => {
    if (id === null) return null;
    if (index !== undefined) keys.set(id, `${kind}:${index + 1}`);
    return keys.get(id) ?? null;
  };
  return {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exported_at: new Date().toISOString(),
    project: { name: project.name, description: project.description, visibility: project.visibility, game: project.game, format: project.format, tags: project.tags, is_active: project.isActive },
    sections: {
      archetypes: archetypes.map((a, i) => ({
        key: keyOf('archetype', a.id, i),
        name: a.name,
        short_name: a.shortName,
        description: a.description,
        game: a.game,
        format: a.format,
        is_active: a.isActive,
        created_by: username(a.createdBy),
        created_at: a.createdAt.toISOString(),
      })),
      decklists: decklists.map((d, i) => ({
        key: keyOf('decklist', d.id, i),
        archetype: keyOf('archetype', d.archetypeId),
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
        winner_archetype: keyOf('archetype', m.winnerArchetypeId),
        loser_archetype: keyOf('archetype', m.loserArchetypeId),
        winner_decklist: keyOf('decklist', m.winnerDecklistId),
        loser_decklist: keyOf('decklist', m.loserDecklistId),
        winner_decklist_version: m.winnerDecklistVersion,
        loser_decklist_version: m.loserDecklistVersion,
        winner_player: username(m.winnerUser),
        loser_player: username(m.loserUser),
        went_first: m.wentFirst,
        match_date: m.matchDate.toISOString(),
        notes: m.notes,
        is_active: m.isActive,
        recorded_by: username(m.recordedBy),
        created_at: m.createdAt.toISOString(),
      })),
      // Oldest first, so a reply always comes after the comment it answers.
      comments: comments.map((c, i) => ({
        key: keyOf('comment', c.id, i),
        parent: keyOf('comment', c.parentId),
        on: c.archetypeId ? keyOf('archetype', c.archetypeId) : keyOf('decklist', c.decklistId),
        content: c.content,
        is_active: c.isActive,
        author: username(c.author),
        created_at: c.createdAt.toISOString(),
      })),
    },
  };
}

export type ProjectArchive = Awaited<ReturnType<typeof exportProject>>;
