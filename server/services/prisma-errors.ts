// Recognising database errors that are expected outcomes rather than faults.
import { Prisma } from '../generated/prisma/client.ts';

/** A unique constraint refused the write (two requests raced for the same name). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

/** The row to update or delete was not there (deleted meanwhile). */
export function isRecordMissing(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';
}
