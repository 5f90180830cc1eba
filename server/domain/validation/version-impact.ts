// GET /archetypes/{id}/version-impact?since= and Archetype.versionImpact(since:).
import { z } from 'zod';
import { getDecklistQuerySchema } from './decklists.ts';

/** `since`: the version that starts "since" (a number or a tag like v4); by default each decklist's newest version with matches. */
export const versionImpactQuerySchema = z.object({ since: getDecklistQuerySchema.shape.version }).strict();

export type VersionImpactQuery = z.input<typeof versionImpactQuerySchema>;
