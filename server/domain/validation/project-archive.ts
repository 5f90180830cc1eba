// The project archive (GET /projects/{id}/export): one versioned JSON document with everything of a project. Each
// domain is a section of its own under `sections`; rows refer to each other by keys local to the archive
// (`archetype:1`) and to people by username, so an archive means the same in another team or on another server.
// This schema documents the archive (OpenAPI) and types what the export writes.
import { z } from 'zod';

export const ARCHIVE_FORMAT = 'sideboard.project-archive';
export const ARCHIVE_VERSION = 1;

const key = (kind: string) => z.string().regex(new RegExp(`^${kind}:\\d+$`)).meta({ description: `A ${kind}'s key in this archive, e.g. ${kind}:1.` });
const username = () => z.string().nullable().meta({ description: 'A username; null when unknown or removed.' });
const text = () => z.string().nullable();
const instant = () => z.iso.datetime();

const archiveCardSchema = z.object({ name: z.string(), quantity: z.int().min(1), type: z.string(), cost: text(), rarity: text(), set: text(), number: text() });

const side = () => z.enum(['winner', 'loser']);

export const projectArchiveSchema = z
  .object({
    format: z.literal(ARCHIVE_FORMAT),
    version: z.literal(ARCHIVE_VERSION),
    exported_at: instant(),
    project: z.object({
      name: z.string(),
      description: text(),
      visibility: z.enum(['public', 'private']),
      game: z.string(),
      format: text(),
      tags: z.array(z.string()),
      is_active: z.boolean(),
    }),
    sections: z.object({
      archetypes: z.array(
        z.object({
          key: key('archetype'),
          name: z.string(),
          short_name: z.string(),
          description: text(),
          game: z.string(),
          format: text(),
          is_active: z.boolean(),
          // Absent in archives written before candidates existed: read as not ours.
          is_candidate: z.boolean().default(false).meta({ description: '"Ours": a candidate of the deck choice.' }),
          created_by: username(),
          created_at: instant(),
        }),
      ),
      decklists: z.array(
        z.object({
          key: key('decklist'),
          archetype: key('archetype'),
          name: z.string(),
          current_version: z.int().min(1),
          raw_import_text: text(),
          created_by: username(),
          created_at: instant(),
          versions: z.array(
            z.object({ number: z.int().min(1), change_summary: text(), notes: text(), created_by: username(), created_at: instant(), cards: z.array(archiveCardSchema) }),
          ),
        }),
      ),
      matches: z.array(
        z.object({
          winner_archetype: key('archetype'),
          loser_archetype: key('archetype'),
          winner_decklist: key('decklist').nullable(),
          loser_decklist: key('decklist').nullable(),
          winner_decklist_version: z.int().nullable(),
          loser_decklist_version: z.int().nullable(),
          winner_player: username(),
          loser_player: username(),
          went_first: z.boolean().nullable(),
          best_of: z.int().min(1).max(5),
          games: z.array(z.object({ won_by: side(), on_the_play: side(), sideboarded: z.boolean() })),
          match_date: instant(),
          notes: text(),
          is_active: z.boolean(),
          recorded_by: username(),
          created_at: instant(),
        }),
      ),
      comments: z
        .array(
          z.object({
            key: key('comment'),
            parent: key('comment').nullable(),
            on: z.string().meta({ description: 'The key of the archetype or decklist it is on.' }),
            content: z.string(),
            is_active: z.boolean(),
            author: username(),
            created_at: instant(),
          }),
        )
        .meta({ description: 'Oldest first, so that a reply always comes after the comment it answers.' }),
      test_plan: z
        .array(
          z.object({
            archetype: key('archetype'),
            opponent: key('archetype'),
            target_matches: z.int().min(1).nullable(),
            max_interval_width: z.number().gt(0).lt(1).nullable(),
            players: z.array(z.string()).meta({ description: 'Usernames of the players assigned to the matchup.' }),
          }),
        )
        .default([])
        .meta({ description: "The test plan's matchups in order (absent in archives written before test plans: none)." }),
    }),
  })
  .meta({ id: 'ProjectArchive', description: 'Everything of a project, as one versioned document (format sideboard.project-archive).' });

export type ProjectArchive = z.infer<typeof projectArchiveSchema>;
