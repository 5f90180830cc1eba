// Assembles the schema: every domain module registers its types on the builder when imported.
import { lexicographicSortSchema, type GraphQLSchema } from 'graphql';
import { builder } from '../builder.ts';
import { describeGenerated } from './describe-generated.ts';
import '../errors.ts';
import './user.ts';
import './auth.ts';
import './team.ts';
import './project.ts';
import './archetype.ts';
import './decklist.ts';
import './comment.ts';
import './notification.ts';
import './admin.ts';
import './match.ts';
import './card.ts';

let schema: GraphQLSchema | undefined;

/** The executable schema, sorted so that the printed schema.graphql is stable. Built once per process. */
export function buildSchema(): GraphQLSchema {
  schema ??= lexicographicSortSchema(describeGenerated(builder.toSchema()));
  return schema;
}
