// REST shapes of sideboard guides and of version impact.
import { z } from 'zod';
import { renderMarkdown } from '../../domain/markdown.ts';
import type { VersionImpact } from '../../services/matches/version-impact.ts';
import type { SideboardGuideView } from '../../services/sideboard-guides/sideboard-guide-queries.ts';
import { id, instant } from './fields.ts';
import { intervalSchema } from './matches.ts';
import { publicUserJson, publicUserSchema } from './users.ts';

const cardsSchema = z.array(z.object({ name: z.string(), quantity: z.int().min(1) }));

export const sideboardGuideSchema = z
  .object({
    id: id().nullable().meta({ description: 'null while no guide has been saved for this matchup (the guide is then empty).' }),
    decklist_id: id(),
    version: z.int().min(1).meta({ description: 'The decklist version the guide belongs to.' }),
    opponent_archetype: z.object({ id: id(), name: z.string(), short_name: z.string() }),
    in: cardsSchema.meta({ description: 'Cards brought in from the sideboard (on the play, and on the draw unless on_the_draw says otherwise).' }),
    out: cardsSchema.meta({ description: 'Cards taken out of the main deck, as many as come in.' }),
    on_the_draw: z.object({ in: cardsSchema, out: cardsSchema }).nullable().meta({ description: 'The plan on the draw when it differs; null when in and out hold for both.' }),
    notes: z.string().nullable().meta({ description: 'Notes as written (Markdown).' }),
    notes_html: z.string().meta({ description: 'The notes rendered and sanitised like comments ("" without notes).' }),
    carried_from_version: z.int().nullable().meta({ description: 'The version it was written for when it was copied to this one by an edit of the decklist; null once saved for this version.' }),
    revision: z.int().meta({ description: "Counts its saves (0 while none is saved; a carried copy keeps its original's); send it as base_revision with a save made from this answer." }),
    warnings: z
      .array(
        z.object({
          plan: z.enum(['play', 'draw']),
          direction: z.enum(['in', 'out']),
          name: z.string(),
          quantity: z.int(),
          available: z.int().meta({ description: 'How many the version has in the main deck (out) or sideboard (in).' }),
          message: z.string(),
        }),
      )
      .meta({ description: 'Cards this version cannot supply (a carried guide whose cards left the list); empty for a guide saved for this version.' }),
    updated_by: publicUserSchema.nullable(),
    updated_at: instant().nullable(),
  })
  .meta({ id: 'SideboardGuide', description: 'How a decklist version sideboards against one opponent archetype.' });

export function sideboardGuideJson(guide: SideboardGuideView): z.infer<typeof sideboardGuideSchema> {
  return {
    id: guide.id,
    decklist_id: guide.decklistId,
    version: guide.versionNumber,
    opponent_archetype: { id: guide.opponent.id, name: guide.opponent.name, short_name: guide.opponent.shortName },
    in: guide.in,
    out: guide.out,
    on_the_draw: guide.onTheDraw,
    notes: guide.notes,
    notes_html: guide.notes ? renderMarkdown(guide.notes) : '',
    carried_from_version: guide.carriedFromVersion,
    revision: guide.revision,
    warnings: guide.warnings,
    updated_by: guide.updatedBy && publicUserJson(guide.updatedBy),
    updated_at: guide.updatedAt?.toISOString() ?? null,
  };
}

const rate = () => z.number().min(0).max(1);
const recordSchema = z.object({ wins: z.int(), losses: z.int(), matches: z.int(), win_rate: rate().nullable(), interval: intervalSchema });

export const versionImpactSchema = z
  .object({
    archetype_id: id(),
    matches_without_version: z.int().meta({ description: "The archetype's matches (mirrors left out) that did not record which version of its decklist was played; not counted." }),
    decklists: z.array(
      z.object({
        decklist: z.object({ id: id(), name: z.string(), current_version: z.int() }),
        since_version: z.int().nullable().meta({ description: 'The first version counted as "since": ?since=, else the newest version with matches; null without any.' }),
        opponents: z.array(
          z.object({
            opponent_archetype: z.object({ id: id(), name: z.string(), short_name: z.string() }),
            since: recordSchema,
            before: recordSchema,
            by_version: z.array(z.object({ version: z.int(), wins: z.int(), losses: z.int() })),
            p_value: rate().nullable().meta({ description: "Fisher's exact test, two-sided; null when one side has no matches." }),
            difference: z.enum(['more_than_noise', 'could_be_noise', 'not_enough_data']).meta({ description: 'more_than_noise when p < 0.05.' }),
            statement: z.string().meta({ description: 'One plain sentence, e.g. "Since v4: 7–2, before: 3–5. The difference could be noise (Fisher\'s exact test, p = 0.15)."' }),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'VersionImpact', description: "An archetype's results per opponent split by decklist version, and whether the difference is more than noise." });

export function versionImpactJson(impact: VersionImpact): z.infer<typeof versionImpactSchema> {
  return {
    archetype_id: impact.archetypeId,
    matches_without_version: impact.matchesWithoutVersion,
    decklists: impact.decklists.map((d) => ({
      decklist: { id: d.decklist.id, name: d.decklist.name, current_version: d.decklist.currentVersion },
      since_version: d.sinceVersion,
      opponents: d.opponents.map((o) => ({
        opponent_archetype: { id: o.opponent.id, name: o.opponent.name, short_name: o.opponent.shortName },
        since: o.since,
        before: o.before,
        by_version: o.byVersion,
        p_value: o.p_value,
        difference: o.difference,
        statement: o.statement,
      })),
    })),
  };
}
