// EditConflictError: an edit that named a revision of a shared record that is no longer its newest
// (services/revisions.ts). Besides what changed, it carries the record as it is now (`current`), so that a client's
// store holds the newest state as soon as the refusal arrives and the editor can offer to apply the change on top.
import { EditConflictError, type EditConflict } from '../../domain/errors.ts';
import { readableProject } from '../../services/access/permissions.ts';
import { readableArchetype } from '../../services/archetypes/archetype-queries.ts';
import { readableDecklist } from '../../services/decklists/decklist-queries.ts';
import { readableMatch } from '../../services/matches/match-queries.ts';
import { getSideboardGuide } from '../../services/sideboard-guides/sideboard-guide-queries.ts';
import type { RequestContext } from '../../context.ts';
import { builder } from '../builder.ts';
import { ErrorInterface } from '../errors.ts';
import { ArchetypeRef } from './archetypes.ts';
import { DecklistRef } from './decklists.ts';
import { MatchRef } from './matches.ts';
import { ProjectRef } from './projects.ts';
import { SideboardGuideRef } from './sideboard-guides.ts';
import { UserRef } from './users.ts';

const KIND_TYPES = { match: 'Match', archetype: 'Archetype', decklist: 'Decklist', sideboardGuide: 'SideboardGuide', testPlan: 'Project', metagame: 'Project' } as const;

/** The GraphQL type of each record `current` returned, which its rows do not say themselves. */
const typeOfCurrent = new WeakMap<object, (typeof KIND_TYPES)[keyof typeof KIND_TYPES]>();

/** The record now, read with the viewer's rights (they could write it a moment ago, so they may read it). */
async function currentRecord(ctx: RequestContext, conflict: EditConflict): Promise<object> {
  switch (conflict.record) {
    case 'match':
      return readableMatch(ctx, conflict.id);
    case 'archetype':
      return readableArchetype(ctx, conflict.id);
    case 'decklist':
      return readableDecklist(ctx, conflict.id);
    case 'sideboardGuide':
      return getSideboardGuide(ctx, conflict.id, conflict.opponentId!);
    case 'testPlan':
    case 'metagame':
      // The kept row may not have heard of the save that won yet; the database has.
      return ctx.db.project.findUniqueOrThrow({ where: { id: (await readableProject(ctx, conflict.id)).id } });
  }
}

const EditedRecordRef = builder.unionType('EditedRecord', {
  description: 'A shared record an edit names the revision of: a match, an archetype, a decklist, a sideboard guide, or a project (its test plan or metagame).',
  types: [MatchRef, ArchetypeRef, DecklistRef, SideboardGuideRef, ProjectRef],
  resolveType: (value) => typeOfCurrent.get(value)!,
});

builder.objectType(EditConflictError, {
  name: 'EditConflictError',
  description:
    'The edit was made from a revision that is no longer the newest: someone saved in between. Nothing was changed; `current` is the record as it is now, to apply the change to (or to keep).',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof EditConflictError,
  fields: (t) => ({
    baseRevision: t.int({ description: 'The revision the edit named.', resolve: (e) => e.conflict.baseRevision }),
    currentRevision: t.int({ description: 'The newest revision: name it to save again.', resolve: (e) => e.conflict.currentRevision }),
    changedAt: t.field({ type: 'DateTime', nullable: true, description: 'When the newest revision was saved, where known.', resolve: (e) => e.conflict.changedAt }),
    changedBy: t.field({
      type: UserRef,
      nullable: true,
      description: 'Who saved the newest revision, where known.',
      resolve: (e, _args, ctx) => (e.conflict.changedById ? ctx.db.user.findUnique({ where: { id: e.conflict.changedById } }) : null),
    }),
    changes: t.stringList({
      description: 'What changed between the two revisions, in words ("−1 Plains", "Burn 20% → 25%"), where the history is kept: decklist versions and metagames; empty for the others (compare `current` with what was opened).',
      resolve: (e) => e.conflict.changes,
    }),
    current: t.field({
      type: EditedRecordRef,
      description: 'The record as it is now: a Match, Archetype, Decklist, SideboardGuide, or for a test plan or metagame the Project.',
      resolve: async (e, _args, ctx) => {
        const record = await currentRecord(ctx, e.conflict);
        typeOfCurrent.set(record, KIND_TYPES[e.conflict.record]);
        return record as never;
      },
    }),
  }),
});
