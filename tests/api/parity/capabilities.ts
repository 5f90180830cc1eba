// The capabilities one API has and the other lacks on purpose (docs/api.md, "What each API offers"): each row says
// where it is and how the other API would show it, so that the table fails when either API changes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, isObjectType, type GraphQLSchema } from 'graphql';
import { openApiDocument } from '../../../server/rest/openapi.ts';
import { routes } from '../../../server/rest/routes.ts';

const root = join(import.meta.dirname, '../../..');
export const schema: GraphQLSchema = buildSchema(readFileSync(join(root, 'schema.graphql'), 'utf8'));
const document = openApiDocument(routes);
export const API_DOC = readFileSync(join(root, 'docs/api.md'), 'utf8');

/** Whether GraphQL's type has the field (and, given, the argument). */
export function graphqlHas(type: string, field: string, argument?: string): boolean {
  const object = schema.getType(type);
  if (!isObjectType(object)) return false;
  const found = object.getFields()[field];
  return Boolean(found && (!argument || found.args.some((a) => a.name === argument)));
}

/** Whether REST has the call (and, given, the query parameter). */
export function restHas(method: string, path: string, parameter?: string): boolean {
  const operation = (document.paths[path] as Record<string, { parameters: { name: string }[] }> | undefined)?.[method];
  return Boolean(operation && (!parameter || operation.parameters.some((p) => p.name === parameter)));
}

/** Some REST call takes a parameter of this name, or answers a path containing this word. */
export const restMentions = (word: string) => Object.keys(document.paths).some((path) => path.includes(word));

export interface Capability {
  /** Its row in docs/api.md starts with this. */
  row: string;
  rest: boolean;
  graphql: boolean;
}

export const ONE_SIDED: Capability[] = [
  { row: "A whole project's comment threads", rest: restHas('get', '/api/comments/threads', 'project_id'), graphql: graphqlHas('Project', 'commentThreads') },
  { row: 'Comments filtered by author or parent', rest: restHas('get', '/api/comments', 'author_id') && restHas('get', '/api/comments', 'parent_id'), graphql: graphqlHas('Query', 'comments', 'authorId') },
  { row: 'Matches of a user across projects', rest: restHas('get', '/api/matches', 'user_id'), graphql: graphqlHas('Query', 'matches') || graphqlHas('User', 'matches') },
  { row: 'Markdown preview of a comment', rest: restMentions('preview') || restMentions('markdown'), graphql: graphqlHas('Query', 'renderMarkdown') },
  { row: 'Mention candidates of a thread', rest: restMentions('mention-candidates') || restMentions('candidates'), graphql: graphqlHas('Query', 'mentionCandidates') },
  { row: "Weekly activity of a project's members", rest: restMentions('activity'), graphql: graphqlHas('Project', 'weeklyActivity') },
  { row: 'Least-tested matchups', rest: restMentions('least-tested'), graphql: graphqlHas('MatchupMatrix', 'leastTestedMatchups') },
];
