// POST /projects/import and importProject: a project archive (domain/validation/project-archive.ts) recreated in a
// team the viewer owns or administers, with new ids, in one transaction: an archive that turns out to be wrong
// half-way (a match naming an archetype the archive does not hold) leaves nothing behind.
import type { RequestContext } from '../../context.ts';
import { ValidationError } from '../../domain/errors.ts';
import { importProjectSchema, type ImportProjectInput } from '../../domain/validation/project-archive.ts';
import { PROJECT_NAME_MAX } from '../../domain/validation/projects.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { TEAM_MANAGERS, teamWithRole } from '../access/permissions.ts';
import { ARCHIVE_SECTIONS } from './archive-import/archive-sections.ts';
import { ArchiveImport } from './archive-import/import-context.ts';

/** The input checked; a problem inside the archive is reported with its path below the archive. */
function parseImport(input: ImportProjectInput) {
  const result = importProjectSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || '(input)', message: issue.message }));
  const [first] = result.error.issues;
  const inArchive = first.path[0] === 'archive';
  const message = inArchive ? `The archive is not valid at ${first.path.slice(1).join('.') || 'its top'}: ${first.message}` : first.message;
  throw new ValidationError(message, problems);
}

const IMPORTED = ' (imported)';

/**
 * The project's name in its new team: its own, or with " (imported)" (then " (imported 2)", …) when the team already
 * has a project of that name, shortened to fit (docs/decisions.md).
 */
async function freeName(tx: Prisma.TransactionClient, teamId: string, name: string): Promise<string> {
  const taken = new Set((await tx.project.findMany({ where: { teamId }, select: { name: true } })).map((p) => p.name.toLowerCase()));
  for (let n = 0; ; n++) {
    const suffix = n === 0 ? '' : n === 1 ? IMPORTED : ` (imported ${n})`;
    const candidate = name.slice(0, PROJECT_NAME_MAX - suffix.length).trimEnd() + suffix;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** A large archive is thousands of rows: more than an interactive transaction's default 5 s on a busy machine. */
const IMPORT_TRANSACTION = { timeout: 120_000, maxWait: 10_000 };

export async function importProject(ctx: RequestContext, input: ImportProjectInput) {
  const { teamId, archive } = parseImport(input);
  const { team } = await teamWithRole(ctx, teamId, TEAM_MANAGERS, 'Only team owners and admins can import a project');
  const viewerId = ctx.viewer.requireUser().id;
  return ctx.db.$transaction(async (tx) => {
    const p = archive.project;
    const project = await tx.project.create({
      data: { teamId: team.id, name: await freeName(tx, team.id, p.name), description: p.description, visibility: p.visibility, game: p.game, format: p.format, tags: p.tags, isActive: p.is_active, createdById: viewerId },
    });
    const members = await tx.teamMember.findMany({ where: { teamId: team.id }, select: { userId: true, user: { select: { username: true } } } });
    const importing = new ArchiveImport(tx, archive, project.id, new Map(members.map((m) => [m.user.username, m.userId])));
    for (const section of ARCHIVE_SECTIONS) await section.write(importing);
    return project;
  }, IMPORT_TRANSACTION);
}
