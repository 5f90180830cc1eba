// The project archive (GET /projects/{id}/export): one versioned JSON document with everything of a project. Each
// domain is a section of its own under `sections`; rows refer to each other by keys local to the archive
// (`archetype:1`) and to people by username, so an archive means the same in another team or on another server.
// This schema documents the archive (OpenAPI), types what the export writes and checks what an import reads: its limits
// are the columns' (a longer name or a bigger number would fail in the database instead of with a clear message).
import { z } from 'zod';
import { SHORT_NAME_MAX } from '../short-name.ts';
import { MAX_QUANTITY } from '../deck-import/index.ts';
import { ARCHETYPE_NAME_MAX } from './archetypes.ts';
import { CHANGE_SUMMARY_MAX, DECKLIST_NAME_MAX } from './decklists.ts';
import { PROJECT_NAME_MAX, TAG_MAX, TAGS_MAX } from './projects.ts';
import { requiredId } from './fields.ts';
import { TARGET_MATCHES_MAX } from './decisions.ts';
import { SHARE_MAX } from './shares.ts';

export const ARCHIVE_FORMAT = 'sideboard.project-archive';
export const ARCHIVE_VERSION = 1;

const key = (kind: string) => z.string().regex(new RegExp(`^${kind}:\\d+$`)).meta({ description: `A ${kind}'s key in this archive, e.g. ${kind}:1.` });
const username = () => z.string().nullable().meta({ description: 'A username; null when unknown or removed.' });
const text = () => z.string().nullable();
/** A time PostgreSQL can store: an ISO date-time of year 1 or later (its parser refuses year 0000, which ISO allows). */
const instant = () => z.iso.datetime().refine((value) => Number(value.slice(0, 4)) >= 1, 'must be a time from year 1 on');
const name = (max: number) => z.string().min(1).max(max);
/** A PostgreSQL integer column's largest value. */
const INT_MAX = 2_147_483_647;
const versionNumber = () => z.int().min(1).max(INT_MAX);

const archiveCardSchema = z.object({ name: z.string().min(1), quantity: z.int().min(1).max(MAX_QUANTITY), type: z.string(), cost: text(), rarity: text(), set: text(), number: text() });

const side = () => z.enum(['winner', 'loser']);

const guideCards = () => z.array(z.object({ name: z.string(), quantity: z.int().min(1) }));

/** The archive's schema, made afresh for each name it is documented under. */
const archiveSchema = () =>
  z.object({
    format: z.literal(ARCHIVE_FORMAT),
    version: z.literal(ARCHIVE_VERSION),
    exported_at: instant(),
    project: z.object({
      name: name(PROJECT_NAME_MAX),
      description: text(),
      visibility: z.enum(['public', 'private']),
      game: z.string(),
      format: text(),
      tags: z.array(z.string().max(TAG_MAX)).max(TAGS_MAX),
      is_active: z.boolean(),
    }),
    sections: z.object({
      archetypes: z.array(
        z.object({
          key: key('archetype'),
          name: name(ARCHETYPE_NAME_MAX),
          short_name: z.string().max(SHORT_NAME_MAX),
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
          name: name(DECKLIST_NAME_MAX),
          current_version: versionNumber(),
          raw_import_text: text(),
          created_by: username(),
          created_at: instant(),
          versions: z.array(
            z.object({ number: versionNumber(), change_summary: z.string().max(CHANGE_SUMMARY_MAX).nullable(), notes: text(), created_by: username(), created_at: instant(), cards: z.array(archiveCardSchema) }),
          ),
        }),
      ),
      matches: z.array(
        z.object({
          winner_archetype: key('archetype'),
          loser_archetype: key('archetype'),
          winner_decklist: key('decklist').nullable(),
          loser_decklist: key('decklist').nullable(),
          winner_decklist_version: versionNumber().nullable(),
          loser_decklist_version: versionNumber().nullable(),
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
      sideboard_guides: z
        .array(
          z.object({
            decklist: key('decklist'),
            version: versionNumber().meta({ description: 'The number of the decklist version it belongs to.' }),
            opponent: key('archetype'),
            in: guideCards(),
            out: guideCards(),
            on_the_draw: z.object({ in: guideCards(), out: guideCards() }).nullable(),
            notes: text(),
            carried_from_version: versionNumber().nullable(),
            updated_by: username(),
            updated_at: instant(),
          }),
        )
        .default([])
        .meta({ description: 'Sideboard guides per decklist version and opponent (absent from archives written before guides existed).' }),
      comments: z
        .array(
          z.object({
            key: key('comment'),
            parent: key('comment').nullable(),
            on: z
              .string()
              .regex(/^(archetype|decklist):\d+$/, 'must be the key of an archetype or a decklist, e.g. archetype:1')
              .meta({ description: 'The key of the archetype or decklist it is on.' }),
            content: z.string(),
            is_active: z.boolean(),
            author: username(),
            created_at: instant(),
          }),
        )
        .meta({ description: 'Oldest first, so that a reply always comes after the comment it answers.' }),
      metagame: z
        .array(
          z.object({
            as_of: instant(),
            shares: z.array(z.object({ archetype: key('archetype'), share: z.number().min(0).max(SHARE_MAX) })),
            saved_by: username(),
            created_at: instant(),
          }),
        )
        // Archives written before the section existed have none.
        .default([])
        .meta({ description: 'Every saved metagame, oldest first: the last is the current one, the others its history.' }),
      test_plan: z
        .array(
          z.object({
            archetype: key('archetype'),
            opponent: key('archetype'),
            target_matches: z.int().min(1).max(TARGET_MATCHES_MAX).nullable(),
            max_interval_width: z.number().gt(0).lt(1).nullable(),
            players: z.array(z.string()).meta({ description: 'Usernames of the players assigned to the matchup.' }),
          }),
        )
        .default([])
        .meta({ description: "The test plan's matchups in order (absent in archives written before test plans: none)." }),
    }),
  });

export const projectArchiveSchema = archiveSchema().meta({ id: 'ProjectArchive', description: 'Everything of a project, as one versioned document (format sideboard.project-archive).' });

export type ProjectArchive = z.infer<typeof projectArchiveSchema>;

/** POST /projects/import: the team to recreate the project in, and an archive as the export writes it. */
export const importProjectSchema = z.strictObject({
  teamId: requiredId('Please select a team'),
  // Its own name in the document: a request's schema reads unknown fields as allowed (ignored), an answer's as absent.
  archive: archiveSchema().meta({ id: 'ProjectArchiveToImport', description: 'A ProjectArchive as GET /projects/{id}/export wrote it; fields it does not know are ignored.' }),
});

export type ImportProjectInput = z.input<typeof importProjectSchema>;
