// The archive's sideboard guides, each on its decklist version and opponent. A guide carried to a version that no
// longer has some of its cards is kept as it was: its warnings are worked out when it is read, as for any carried guide.
import { insertRows, type Columns } from '../../../db/bulk-insert.ts';
import type { GuideCard } from '../../../domain/validation/sideboard-guides.ts';
import { archiveProblem, orderedIds, versionKey, type ArchiveSectionImporter } from './import-context.ts';

interface GuideRow {
  id: string;
  versionId: string;
  opponentArchetypeId: string;
  cardsIn: GuideCard[];
  cardsOut: GuideCard[];
  drawIn: GuideCard[] | null;
  drawOut: GuideCard[] | null;
  notes: string | null;
  carriedFromVersion: number | null;
  updatedById: string | null;
  updatedAt: string;
}

const COLUMNS: Columns<GuideRow> = {
  id: 'uuid',
  versionId: 'uuid',
  opponentArchetypeId: 'uuid',
  cardsIn: 'jsonb',
  cardsOut: 'jsonb',
  drawIn: 'jsonb',
  drawOut: 'jsonb',
  notes: 'text',
  carriedFromVersion: 'int4',
  updatedById: 'uuid',
  updatedAt: 'timestamptz',
};

export const sideboardGuidesSection: ArchiveSectionImporter = {
  section: 'sideboard_guides',
  async write(ctx) {
    const guides = ctx.archive.sections.sideboard_guides;
    const ids = orderedIds(guides.length);
    const seen = new Set<string>();
    const rows = guides.map((g, i): GuideRow => {
      const at = `sections.sideboard_guides.${i}`;
      const versionId = ctx.idOf(versionKey(g.decklist, g.version), `${at}.version`);
      const opponentArchetypeId = ctx.idOf(g.opponent, `${at}.opponent`);
      // One guide per version and opponent (the database's rule, reported as the archive's fault).
      if (seen.has(`${versionId} ${opponentArchetypeId}`)) throw archiveProblem(at, `${g.decklist} version ${g.version} has a guide against ${g.opponent} already`);
      seen.add(`${versionId} ${opponentArchetypeId}`);
      return {
        id: ids[i],
        versionId,
        opponentArchetypeId,
        cardsIn: g.in,
        cardsOut: g.out,
        drawIn: g.on_the_draw?.in ?? null,
        drawOut: g.on_the_draw?.out ?? null,
        notes: g.notes,
        carriedFromVersion: g.carried_from_version,
        updatedById: ctx.userOf(g.updated_by),
        updatedAt: g.updated_at,
      };
    });
    await insertRows(ctx.tx, 'SideboardGuide', COLUMNS, rows);
  },
};
