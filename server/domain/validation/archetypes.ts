// Archetypes: name required (max 200), game required, short name optional (max 5, generated when
// empty), format optional ('No specific format'), text trimmed and empty optional values dropped.
import { z } from 'zod';
import { SHORT_NAME_MAX } from '../short-name.ts';
import { formatSchema, gameSchema } from './projects.ts';
import { baseRevision, optional, optionalText, requiredId, requiredName } from './fields.ts';
import { DESCRIPTION_MAX } from './teams.ts';

export const ARCHETYPE_NAME_MAX = 200;

const name = requiredName('Archetype name is required', ARCHETYPE_NAME_MAX, `Archetype name must be at most ${ARCHETYPE_NAME_MAX} characters`);
const shortName = optionalText(SHORT_NAME_MAX, `Short name must be at most ${SHORT_NAME_MAX} characters`);
const description = optionalText(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`);

export const createArchetypeSchema = z
  .object({
    projectId: requiredId('Project ID is required'),
    name,
    shortName,
    game: gameSchema,
    format: formatSchema,
    description,
  })
  .strict();

export type CreateArchetypeInput = z.input<typeof createArchetypeSchema>;

export const updateArchetypeSchema = z
  .object({
    // Absent (or null) name, game, is_active and is_candidate stay as they are; the optional texts are cleared by null or empty.
    name: optional(name),
    shortName: shortName.optional(),
    game: optional(gameSchema),
    format: formatSchema.optional(),
    description: description.optional(),
    isActive: optional(z.boolean({ error: 'is_active must be true or false' })),
    isCandidate: optional(z.boolean({ error: 'is_candidate must be true or false' })),
    baseRevision,
  })
  .strict();

export type UpdateArchetypeInput = z.input<typeof updateArchetypeSchema>;

/** Filters of archetype lists: game and format (exact, case-insensitive), a text search, inactive ones included. */
export const archetypeFilterSchema = z.object({
  game: z.string().trim().max(100).nullish(),
  format: z.string().trim().max(100).nullish(),
  search: z.string().trim().max(200).nullish(),
  includeInactive: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .nullish()
    .transform((v) => v === true || v === 'true'),
});

export type ArchetypeFilterInput = z.input<typeof archetypeFilterSchema>;
export type ArchetypeFilter = z.output<typeof archetypeFilterSchema>;
