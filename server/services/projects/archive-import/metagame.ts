// The archive's saved metagames, oldest first (the last is the project's current one), each share on its archetype.
import { insertRows, type Columns } from '../../../db/bulk-insert.ts';
import type { MetagameShare } from '../../metagames/metagame-queries.ts';
import { archiveProblem, orderedIds, type ArchiveSectionImporter } from './import-context.ts';

interface SnapshotRow {
  id: string;
  projectId: string;
  asOf: string;
  shares: MetagameShare[];
  savedById: string | null;
  createdAt: string;
  revision: number;
}

const COLUMNS: Columns<SnapshotRow> = { id: 'uuid', projectId: 'uuid', asOf: 'timestamptz', shares: 'jsonb', savedById: 'uuid', createdAt: 'timestamptz', revision: 'int4' };

export const metagameSection: ArchiveSectionImporter = {
  section: 'metagame',
  async write(ctx) {
    const { metagame } = ctx.archive.sections;
    const ids = orderedIds(metagame.length);
    const rows = metagame.map((m, i): SnapshotRow => {
      const at = `sections.metagame.${i}`;
      const seen = new Set<string>();
      const shares = m.shares.map((s, j) => {
        // One share per archetype, as when a metagame is saved.
        if (seen.has(s.archetype)) throw archiveProblem(`${at}.shares.${j}.archetype`, `${s.archetype} has a share already`);
        seen.add(s.archetype);
        return { archetypeId: ctx.idOf(s.archetype, `${at}.shares.${j}.archetype`), share: s.share };
      });
      return { id: ids[i], projectId: ctx.projectId, asOf: m.as_of, shares, savedById: ctx.userOf(m.saved_by), createdAt: m.created_at, revision: i + 1 };
    });
    await insertRows(ctx.tx, 'MetagameSnapshot', COLUMNS, rows);
    // Numbered as if saved here in order, so that an edit of the newest names the project's count (services/revisions.ts).
    if (rows.length > 0) await ctx.tx.project.update({ where: { id: ctx.projectId }, data: { metagameRevision: rows.length } });
  },
};
