// What a new version stores: its card lines in order, with notes and a change summary. Shared by import, create and
// update so that every way in writes versions alike.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { CardLine } from '../../domain/deck-import/index.ts';
import { insertRows, type Columns } from '../../db/bulk-insert.ts';
import { CARDS_IN_ORDER } from './decklist-queries.ts';

export interface VersionFields {
  notes: string | null;
  changeSummary: string | null;
}

type StoredCardLine = CardLine & { versionId: string; position: number };

const CARD_LINE_COLUMNS: Columns<StoredCardLine> = {
  versionId: 'uuid',
  position: 'int4',
  name: 'text',
  quantity: 'int4',
  type: 'text',
  cost: 'text',
  rarity: 'text',
  set: 'text',
  number: 'text',
};

/**
 * Writes version `number` of a decklist and its card lines inside the caller's transaction, and returns the version
 * with its cards in order. The cards go in as one statement of arrays (db/bulk-insert.ts), not Prisma's createMany.
 */
export async function writeVersion(
  tx: Prisma.TransactionClient,
  decklistId: string,
  version: { number: number; createdById: string; createdAt?: Date } & VersionFields,
  cards: readonly CardLine[],
) {
  const { id } = await tx.decklistVersion.create({
    data: { decklistId, number: version.number, createdAt: version.createdAt, notes: version.notes, changeSummary: version.changeSummary, createdById: version.createdById },
    select: { id: true },
  });
  const lines = cards.map(({ name, quantity, type, cost, rarity, set, number }, position) => ({ versionId: id, position, name, quantity, type, cost, rarity, set, number }));
  await insertRows(tx, 'CardLine', CARD_LINE_COLUMNS, lines);
  return tx.decklistVersion.findUniqueOrThrow({ where: { id }, include: CARDS_IN_ORDER });
}
