// Archetypes (spec section 5): name required (max 200), game required, short name optional (max 5, generated when
// empty), format optional ('No specific format'), text trimmed and empty optional values dropped.
import { z } from 'zod';
import { SHORT_NAME_MAX } from '../short-name.ts';
import { formatSchema, gameSchema } from './project-rules.ts';
import { optionalText, requiredText } from './text.ts';
import { DESCRIPTION_MAX } from './team-rules.ts';

export const ARCHETYPE_NAME_MAX = 200;

const name = requiredText('Archetype name is required', ARCHETYPE_NAME_MAX, `Archetype name must be at most ${ARCHETYPE_NAME_MAX} characters`);
const shortName = optionalText(SHORT_NAME_MAX, `Short name must be at most ${SHORT_NAME_MAX} characters`);
const description = optionalText(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`);

export const createArchetypeSchema = z
  .object({
    project_id: z.string({ error: 'Project ID is required' }).trim().min(1, 'Project ID is required'),
    name,
    short_name: shortName,
    game: gameSchema,
    format: formatSchema,
    description,
  })
  .strict();

export const updateArchetypeSchema = z
  .object({
    // Absent keys stay undefined (unchanged); present but empty ones become null (cleared).
    name: name.optional(),
    short_name: shortName.optional(),
    game: gameSchema.optional(),
    format: formatSchema.optional(),
    description: description.optional(),
    is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
  })
  .strict();

/** Filters of archetype lists: game and format (exact, case-insensitive), a text search, inactive ones included. */
export const archetypeFilterSchema = z.object({
  game: z.string().trim().max(100).optional(),
  format: z.string().trim().max(100).optional(),
  search: z.string().trim().max(200).optional(),
  include_inactive: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((v) => v === true || v === 'true'),
});

export type ArchetypeFilter = z.output<typeof archetypeFilterSchema>;
