// What a new version stores: its card lines in order, with notes and a change summary. Shared by import, create and
// update so that every way in writes versions alike.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { CardLine } from '../../domain/deck-import/index.ts';

export interface VersionFields {
  notes: string | null;
  changeSummary: string | null;
}

/** The nested create of one version and its cards (one INSERT for all card lines). */
export function versionCreate(number: number, fields: VersionFields, cards: readonly CardLine[], createdById: string, createdAt?: Date) {
  return {
    number,
    createdAt,
    notes: fields.notes,
    changeSummary: fields.changeSummary,
    createdById,
    cards: {
      createMany: {
        data: cards.map((card, position) => ({
          position,
          name: card.name,
          quantity: card.quantity,
          type: card.type,
          cost: card.cost,
          rarity: card.rarity,
          set: card.set,
          number: card.number,
        })),
      },
    },
  } satisfies Prisma.DecklistVersionUncheckedCreateWithoutDecklistInput;
}
