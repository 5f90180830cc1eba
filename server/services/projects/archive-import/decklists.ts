// The archive's decklists with every version and its cards in order, and the raw text they were imported from.
import { insertRows, type Columns } from '../../../db/bulk-insert.ts';
import { archiveProblem, orderedIds, versionKey, type ArchiveSectionImporter } from './import-context.ts';

interface DecklistRow {
  id: string;
  archetypeId: string;
  name: string;
  currentVersion: number;
  rawImportText: string | null;
  createdById: string | null;
  createdAt: string;
}

interface VersionRow {
  id: string;
  decklistId: string;
  number: number;
  changeSummary: string | null;
  notes: string | null;
  createdById: string | null;
  createdAt: string;
}

interface CardRow {
  versionId: string;
  position: number;
  name: string;
  quantity: number;
  type: string;
  cost: string | null;
  rarity: string | null;
  set: string | null;
  number: string | null;
}

const DECKLIST_COLUMNS: Columns<DecklistRow> = { id: 'uuid', archetypeId: 'uuid', name: 'text', currentVersion: 'int4', rawImportText: 'text', createdById: 'uuid', createdAt: 'timestamptz' };
const VERSION_COLUMNS: Columns<VersionRow> = { id: 'uuid', decklistId: 'uuid', number: 'int4', changeSummary: 'text', notes: 'text', createdById: 'uuid', createdAt: 'timestamptz' };
const CARD_COLUMNS: Columns<CardRow> = { versionId: 'uuid', position: 'int4', name: 'text', quantity: 'int4', type: 'text', cost: 'text', rarity: 'text', set: 'text', number: 'text' };

export const decklistsSection: ArchiveSectionImporter = {
  section: 'decklists',
  async write(ctx) {
    const { decklists } = ctx.archive.sections;
    const ids = ctx.keyed(decklists, 'decklists');
    const versionIds = orderedIds(decklists.reduce((sum, d) => sum + d.versions.length, 0));
    const lists: DecklistRow[] = [];
    const versions: VersionRow[] = [];
    const cards: CardRow[] = [];
    decklists.forEach((d, i) => {
      const at = `sections.decklists.${i}`;
      lists.push({
        id: ids[i],
        archetypeId: ctx.idOf(d.archetype, `${at}.archetype`),
        name: d.name,
        currentVersion: d.current_version,
        rawImportText: d.raw_import_text,
        createdById: ctx.userOf(d.created_by),
        createdAt: d.created_at,
      });
      const numbers = new Set<number>();
      d.versions.forEach((v, j) => {
        // A decklist's version numbers are unique (the database's rule, reported as the archive's fault).
        if (numbers.has(v.number)) throw archiveProblem(`${at}.versions.${j}.number`, `version ${v.number} is there twice`);
        numbers.add(v.number);
        const versionId = versionIds[versions.length];
        ctx.remember(versionKey(d.key, v.number), versionId);
        versions.push({ id: versionId, decklistId: ids[i], number: v.number, changeSummary: v.change_summary, notes: v.notes, createdById: ctx.userOf(v.created_by), createdAt: v.created_at });
        v.cards.forEach((c, position) => cards.push({ versionId, position, name: c.name, quantity: c.quantity, type: c.type, cost: c.cost, rarity: c.rarity, set: c.set, number: c.number }));
      });
    });
    await insertRows(ctx.tx, 'Decklist', DECKLIST_COLUMNS, lists, { now: ['updatedAt'] });
    await insertRows(ctx.tx, 'DecklistVersion', VERSION_COLUMNS, versions);
    await insertRows(ctx.tx, 'CardLine', CARD_COLUMNS, cards);
  },
};
