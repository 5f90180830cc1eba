// A project's saved metagame: Project.metagame and Project.metagameHistory, and the saveMetagame mutation. Reads go
// through services/metagames on a project the viewer has already read.
import type { SaveMetagameInput } from '../../domain/validation/metagames.ts';
import { projectSnapshots, sharesOf, type MetagameShare } from '../../services/metagames/metagame-queries.ts';
import { saveMetagame } from '../../services/metagames/save-metagame.ts';
import { builder } from '../builder.ts';
import { EDIT_ERRORS } from '../errors.ts';
import { databaseId } from '../ids.ts';
import type { FieldsOf } from '../inputs.ts';

const SavedShareRef = builder.objectRef<MetagameShare>('MetagameShare').implement({
  description: 'The expected share of one archetype in the field.',
  fields: (t) => ({
    archetypeId: t.exposeString('archetypeId', { description: "The archetype's database id." }),
    share: t.exposeFloat('share', { description: 'Its share as saved (normalised over all shares where used).' }),
  }),
});

const MetagameSnapshotRef = builder.prismaObject('MetagameSnapshot', {
  description: "A project's expected metagame as saved at one time.",
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'The id used by the REST API (/api).' }),
    asOf: t.expose('asOf', { type: 'DateTime', description: 'The date the metagame describes.' }),
    shares: t.field({ type: [SavedShareRef], description: 'Shares per archetype.', resolve: (snapshot) => sharesOf(snapshot.shares) }),
    savedBy: t.relation('savedBy', { nullable: true, description: 'Who saved it (null if that account is gone).' }),
    savedAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was saved.' }),
    revision: t.exposeInt('revision', { description: "The project's metagame revision this save made; saveMetagame names the newest one's as baseRevision." }),
  }),
});

builder.prismaObjectField('Project', 'metagame', (t) =>
  t.field({
    type: MetagameSnapshotRef,
    nullable: true,
    description: "The project's saved metagame (its newest snapshot); null until one is saved.",
    select: { id: true },
    resolve: async (project, _args, ctx) => (await projectSnapshots(ctx, project.id))[0] ?? null,
  }),
);

builder.prismaObjectField('Project', 'metagameHistory', (t) =>
  t.field({
    type: [MetagameSnapshotRef],
    description: 'Earlier saved metagames, newest first (at most 50).',
    select: { id: true },
    resolve: async (project, _args, ctx) => (await projectSnapshots(ctx, project.id)).slice(1),
  }),
);

const MetagameShareInputRef = builder.inputType('SavedMetagameShareInput', {
  description: 'The share of one archetype of the project (at least 0).',
  fields: (t) => ({
    archetypeId: t.id({ required: true, description: 'Global ID or database id of an archetype of the project.' }),
    share: t.float({ required: true, description: 'Its share: a percentage, a count or a fraction.' }),
  }),
});

builder.relayMutationField(
  'saveMetagame',
  {
    description: "A project's expected metagame; the previous one is kept as history.",
    inputFields: (t) =>
      ({
        projectId: t.id({ required: true, description: 'Global ID or database id of the project.' }),
        shares: t.field({ type: [MetagameShareInputRef], required: true, description: 'Shares per archetype (each archetype once).' }),
        asOf: t.string({ description: 'The date it describes, ISO 8601; defaults to now.' }),
        baseRevision: t.int({ description: "The revision of the metagame the shares were edited from (0: none saved yet): refused with an EditConflictError (saying how the shares moved) when one was saved since. Absent: save over whatever is there." }),
      }) satisfies FieldsOf<SaveMetagameInput, never, 'projectId'>,
  },
  {
    description: "Saves a project's metagame (team members).",
    errors: { types: EDIT_ERRORS },
    resolve: async (_root, { input: { projectId, shares, asOf, baseRevision } }, ctx) => ({
      metagame: await saveMetagame(ctx, databaseId(projectId, 'Project'), { asOf, baseRevision, shares: shares.map((s) => ({ archetypeId: databaseId(s.archetypeId, 'Archetype'), share: s.share })) }),
    }),
  },
  {
    description: 'The saved metagame.',
    outputFields: (t) => ({ metagame: t.field({ type: MetagameSnapshotRef, description: 'The new snapshot.', resolve: (p) => p.metagame }) }),
  },
);
