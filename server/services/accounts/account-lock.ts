import type { Prisma } from '../../db/connect.ts';

/**
 * Takes the account's row lock until the transaction ends. Writes that must see each other whole — rotating a refresh
 * token and ending sessions, counting and creating access tokens — take it first, so concurrent requests of one
 * account queue instead of interleaving (a rotation cannot slip a new token in after the sessions were ended).
 */
export async function lockAccount(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${userId}::uuid FOR UPDATE`;
}
