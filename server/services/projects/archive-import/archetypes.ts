// The archive's archetypes, with their authors mapped to the team's members.
import { insertRows, type Columns } from '../../../db/bulk-insert.ts';
import type { ArchiveSectionImporter } from './import-context.ts';

interface ArchetypeRow {
  id: string;
  projectId: string;
  name: string;
  shortName: string;
  description: string | null;
  game: string;
  format: string | null;
  isActive: boolean;
  isCandidate: boolean;
  createdById: string | null;
  createdAt: string;
}

const COLUMNS: Columns<ArchetypeRow> = {
  id: 'uuid',
  projectId: 'uuid',
  name: 'text',
  shortName: 'text',
  description: 'text',
  game: 'text',
  format: 'text',
  isActive: 'bool',
  isCandidate: 'bool',
  createdById: 'uuid',
  createdAt: 'timestamptz',
};

export const archetypesSection: ArchiveSectionImporter = {
  section: 'archetypes',
  async write(ctx) {
    const { archetypes } = ctx.archive.sections;
    const ids = ctx.keyed(archetypes, 'archetypes');
    const rows = archetypes.map((a, i): ArchetypeRow => ({
      id: ids[i],
      projectId: ctx.projectId,
      name: a.name,
      shortName: a.short_name,
      description: a.description,
      game: a.game,
      format: a.format,
      isActive: a.is_active,
      isCandidate: a.is_candidate,
      createdById: ctx.userOf(a.created_by),
      createdAt: a.created_at,
    }));
    await insertRows(ctx.tx, 'Archetype', COLUMNS, rows, { now: ['updatedAt'] });
  },
};
