// A new decklist version starts with the guides of the version before it, so a small edit does not lose the team's
// sideboard plans. The copies keep their cards as written; cards the new version lacks show as warnings when read.
import type { Prisma } from '../../generated/prisma/client.ts';

/** Inside the transaction that wrote version `to` (whose previous version is `fromNumber`). */
export async function carrySideboardGuides(tx: Prisma.TransactionClient, decklistId: string, fromNumber: number, toVersionId: string) {
  const guides = await tx.sideboardGuide.findMany({ where: { version: { decklistId, number: fromNumber } } });
  if (guides.length === 0) return;
  await tx.sideboardGuide.createMany({
    data: guides.map((g) => ({
      versionId: toVersionId,
      opponentArchetypeId: g.opponentArchetypeId,
      cardsIn: g.cardsIn as Prisma.InputJsonValue,
      cardsOut: g.cardsOut as Prisma.InputJsonValue,
      drawIn: (g.drawIn ?? undefined) as Prisma.InputJsonValue | undefined,
      drawOut: (g.drawOut ?? undefined) as Prisma.InputJsonValue | undefined,
      notes: g.notes,
      // A guide carried twice still names the version it was written for.
      carriedFromVersion: g.carriedFromVersion ?? fromNumber,
      updatedById: g.updatedById,
      // An editor that opened the guide before the new version can still save it there: it is the same guide.
      revision: g.revision,
    })),
  });
}
