// Projects: name required (max 100), a team, a game; format optional; tags trimmed, de-duplicated,
// empty entries ignored.
import { z } from 'zod';
import { optional, optionalText, requiredId, requiredName, requiredText, visibilitySchema, withDefault } from './fields.ts';
import { DESCRIPTION_MAX } from './teams.ts';
import { LIST_ITEMS_MAX } from './lists.ts';

export const PROJECT_NAME_MAX = 100;
export const GAME_MAX = 100;
export const TAG_MAX = 40;
export const TAGS_MAX = 20;

/** Trims, drops empty entries and duplicates (case-insensitive, first spelling kept). */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    result.push(tag);
  }
  return result;
}

/** A list of tags: normalised (normaliseTags), at most TAGS_MAX of them. */
const tagList = z
  .array(z.string({ error: 'Tags must be text' }).max(TAG_MAX, `Tags must be at most ${TAG_MAX} characters`), { error: 'Tags must be a list' })
  .max(LIST_ITEMS_MAX, `A project can have at most ${TAGS_MAX} tags`)
  .transform(normaliseTags)
  .refine((tags) => tags.length <= TAGS_MAX, `A project can have at most ${TAGS_MAX} tags`);

/** A new project's tags: none when absent or null. */
export const tagsSchema = tagList.nullish().transform((tags) => tags ?? []);

export const gameSchema = requiredText('Game is required', GAME_MAX, `Game must be at most ${GAME_MAX} characters`);
export const formatSchema = optionalText(GAME_MAX, `Format must be at most ${GAME_MAX} characters`);

export const createProjectSchema = z
  .object({
    name: requiredName('Project name is required', PROJECT_NAME_MAX, `Project name must be at most ${PROJECT_NAME_MAX} characters`),
    description: optionalText(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
    teamId: requiredId('Please select a team'),
    visibility: withDefault(visibilitySchema, 'private'),
    game: gameSchema,
    format: formatSchema,
    tags: tagsSchema,
  })
  .strict();

export type CreateProjectInput = z.input<typeof createProjectSchema>;

/** Filters of the project lists: visibility, game, format and repeated tags (all must match). */
export const projectFilterSchema = z.object({
  visibility: visibilitySchema.nullish(),
  game: z.string().trim().max(GAME_MAX).nullish(),
  format: z.string().trim().max(GAME_MAX).nullish(),
  tags: z
    .union([z.string(), z.array(z.string())])
    .nullish()
    .refine((tags) => !Array.isArray(tags) || tags.length <= LIST_ITEMS_MAX, `Filter by at most ${LIST_ITEMS_MAX} tags`)
    .transform((tags) => normaliseTags(tags == null ? [] : Array.isArray(tags) ? tags : [tags])),
});

export type ProjectFilterInput = z.input<typeof projectFilterSchema>;
export type ProjectFilter = z.output<typeof projectFilterSchema>;

/** GET /formats?game=: the formats of one game, or of all. */
export const formatsQuerySchema = z.object({ game: z.string().nullish() });

export type FormatsQuery = z.input<typeof formatsQuerySchema>;

/** PUT /projects/{id}: absent (or null) fields stay as they are; description and format are cleared by null or empty. */
export const updateProjectSchema = z
  .object({
    name: optional(requiredName('Project name is required', PROJECT_NAME_MAX, `Project name must be at most ${PROJECT_NAME_MAX} characters`)),
    description: optionalText(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`).optional(),
    visibility: optional(visibilitySchema),
    game: optional(gameSchema),
    format: formatSchema.optional(),
    // Absent or null keeps the tags; a list (even empty) replaces them.
    tags: optional(tagList),
    isActive: optional(z.boolean({ error: 'is_active must be true or false' })),
  })
  .strict();

export type UpdateProjectInput = z.input<typeof updateProjectSchema>;
