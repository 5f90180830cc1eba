// Assembles the schema: every domain module registers its types on the builder when imported.
import { lexicographicSortSchema, type GraphQLSchema } from 'graphql';
import { builder } from '../builder.ts';
import { describeGenerated } from './describe-generated.ts';
import '../errors.ts';
import './users.ts';
import './auth.ts';
import './teams.ts';
import './teams-invitations.ts';
import './teams-members.ts';
import './projects.ts';
import './game-rules.ts';
import './projects-dashboard.ts';
import './archetypes.ts';
import './decklists.ts';
import './decklists-history.ts';
import './decklists-import.ts';
import './comments.ts';
import './notifications.ts';
import './admin.ts';
import './matches.ts';
import './matches-statistics.ts';
import './matches-matrix-changes.ts';
import './metagames.ts';
import './sideboard-guides.ts';
import './decisions.ts';
import './edit-conflicts.ts';
import './cards.ts';
import './tokens.ts';
import './accounts.ts';

let schema: GraphQLSchema | undefined;

/** The executable schema, sorted so that the printed schema.graphql is stable. Built once per process. */
export function buildSchema(): GraphQLSchema {
  schema ??= lexicographicSortSchema(describeGenerated(builder.toSchema()));
  return schema;
}
