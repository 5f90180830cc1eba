// The cost of an operation, counted with the variables it is sent with. graphql-armor's cost limit reads the document
// alone (Yoga keeps validation results per document) and multiplies only by literal `first`/`last`, so a list that
// arrives as a variable cost nothing: `nodes(ids: $ids)` with 400,000 ids passed every limit and looked them all up.
// Here, after the document has passed validation:
// - every list argument and list input field is held to its length limit (`extensions: { maxItems }` where it is
//   defined, DEFAULT_MAX_LIST_ITEMS otherwise), before anything runs;
// - the cost uses graphql-armor's weights (2 per object, 1 per leaf, ×1.5 per level, fragments flattened), with a
//   field's selection multiplied by its page size (`first`/`last`) and by the length of its list arguments (nodes
//   fetches each id), and each list inside an input object adding its length.
import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInputObjectType,
  isListType,
  isObjectType,
  isInterfaceType,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLCompositeType,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
  type SelectionNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LIST_ITEMS_MAX } from '../domain/validation/lists.ts';

/** The length limit of a list argument or input field that does not declare its own. */
export const DEFAULT_MAX_LIST_ITEMS = LIST_ITEMS_MAX;

const WEIGHTS = { object: 2, leaf: 1, depth: 1.5 };
const PAGE_ARGUMENTS = new Set(['first', 'last']);

type Variables = Record<string, unknown>;

interface Walk {
  schema: GraphQLSchema;
  variables: Variables;
  fragments: Map<string, FragmentDefinitionNode>;
  /** Cost of each fragment's selections, counted once however often it is spread. */
  fragmentCosts: Map<string, number>;
}

const refuse = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

function maxItemsOf(definition: GraphQLArgument | GraphQLInputField): number {
  const declared = definition.extensions?.maxItems;
  return typeof declared === 'number' ? declared : DEFAULT_MAX_LIST_ITEMS;
}

/** Checks the lists in `value` (of `type`, defined by `definition`) against their limits; returns how many items they hold. */
function listItems(value: unknown, type: GraphQLInputType, definition: GraphQLArgument | GraphQLInputField, where: string): number {
  const nullable = getNullableType(type);
  if (value === null || value === undefined) return 0;
  if (isListType(nullable)) {
    // A single value where a list is expected is a list of one (GraphQL's input coercion).
    const items = Array.isArray(value) ? value : [value];
    const max = maxItemsOf(definition);
    if (items.length > max) throw refuse(`${where} holds ${items.length} items; at most ${max} are allowed`);
    let nested = 0;
    for (const item of items) nested += listItems(item, nullable.ofType, definition, where);
    return items.length + nested;
  }
  if (!isInputObjectType(nullable) || typeof value !== 'object') return 0;
  let count = 0;
  for (const field of Object.values(nullable.getFields())) {
    count += listItems((value as Record<string, unknown>)[field.name], field.type, field, `${where}.${field.name}`);
  }
  return count;
}

function fieldCost(walk: Walk, node: FieldNode, parent: GraphQLCompositeType | undefined): number {
  const definition = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[node.name.value] : undefined;
  let multiplier = 1;
  let inputItems = 0;
  for (const argument of node.arguments ?? []) {
    const value = valueFromASTUntyped(argument.value, walk.variables);
    if (PAGE_ARGUMENTS.has(argument.name.value) && typeof value === 'number') multiplier = Math.max(multiplier, value);
    const argumentDefinition = definition?.args.find((a) => a.name === argument.name.value);
    if (!argumentDefinition) continue;
    const items = listItems(value, argumentDefinition.type, argumentDefinition, `Argument "${argument.name.value}" of ${parent!.name}.${node.name.value}`);
    if (isListType(getNullableType(argumentDefinition.type))) multiplier = Math.max(multiplier, Array.isArray(value) ? value.length : 1);
    else inputItems += items;
  }
  if (!node.selectionSet) return WEIGHTS.leaf + inputItems;
  const type = definition && getNamedType(definition.type);
  const selections = selectionsCost(walk, node.selectionSet.selections, type && isCompositeType(type) ? type : undefined);
  return (WEIGHTS.object + WEIGHTS.depth * selections) * multiplier + inputItems;
}

function selectionsCost(walk: Walk, selections: readonly SelectionNode[], parent: GraphQLCompositeType | undefined): number {
  let cost = 0;
  for (const selection of selections) {
    if (selection.kind === Kind.FIELD) {
      cost += fieldCost(walk, selection, parent);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parent;
      cost += selectionsCost(walk, selection.selectionSet.selections, type && isCompositeType(type) ? type : undefined);
    } else {
      cost += fragmentCost(walk, selection.name.value);
    }
  }
  return cost;
}

function fragmentCost(walk: Walk, name: string): number {
  const known = walk.fragmentCosts.get(name);
  if (known !== undefined) return known;
  const fragment = walk.fragments.get(name)!;
  const type = walk.schema.getType(fragment.typeCondition.name.value);
  const cost = selectionsCost(walk, fragment.selectionSet.selections, type && isCompositeType(type) ? type : undefined);
  walk.fragmentCosts.set(name, cost);
  return cost;
}

/**
 * The cost of the operations of a valid document with these variables (each operation is counted, the one that will
 * run among them). Throws a GraphQLError naming the list when one is longer than its limit.
 */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, variables: Variables): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const walk: Walk = { schema, variables, fragments, fragmentCosts: new Map() };
  let cost = 0;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    cost += selectionsCost(walk, definition.selectionSet.selections, schema.getRootType(definition.operation) ?? undefined);
  }
  return cost;
}

/**
 * Refuses an operation whose lists are too long or whose cost is over `maxCost`, once its document is valid and
 * before its context is built: such a request does no database work. Over HTTP the variables come from Yoga's
 * request parameters, over WebSockets from the subscribe message (websocket.ts passes them the same way).
 */
export function useOperationCost({ maxCost }: { maxCost: number }): Plugin {
  return {
    onValidate({ params: { schema, documentAST }, context }) {
      const variables = (context as { params?: { variables?: Variables | null } }).params?.variables ?? {};
      return ({ valid }) => {
        if (!valid) return;
        const cost = operationCost(schema, documentAST, variables);
        if (cost > maxCost) throw refuse(`Operation cost limit of ${maxCost} exceeded: this operation costs ${Math.round(cost)}`);
      };
    },
  };
}
