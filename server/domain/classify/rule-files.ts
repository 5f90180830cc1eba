// A format's archetype rules in the MTGOFormatData layout (Badaro/MTGOFormatData, read by MTGOArchetypeParser):
// Archetypes/*.json (conditions on cards, with variants), Fallbacks/*.json (common cards of generic decks),
// color_overrides.json and the shared card_colors.json (which colours a land makes, which a spell needs), metas.json
// (named periods). The files are not strict JSON (trailing commas), so they are read as JSON5. A rule that cannot be
// read is left out with a warning; the set is refused only when nothing in it can be used.
import JSON5 from 'json5';
import { z } from 'zod';
import { catalogNameKey } from '../cards/names.ts';
import { failed, formatBytes, IMPORT_LIMITS, succeeded, type ImportResult } from '../imports/result.ts';

export const CONDITION_TYPES = [
  'InMainboard',
  'InSideboard',
  'InMainOrSideboard',
  'OneOrMoreInMainboard',
  'OneOrMoreInSideboard',
  'OneOrMoreInMainOrSideboard',
  'TwoOrMoreInMainboard',
  'TwoOrMoreInSideboard',
  'TwoOrMoreInMainOrSideboard',
  'DoesNotContain',
  'DoesNotContainMainboard',
  'DoesNotContainSideboard',
] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

/** Colours in WUBRG order ('C' for none). */
export type Colors = string;

export interface RuleCondition {
  type: ConditionType;
  /** Card name keys (catalogNameKey). */
  cards: string[];
}

export interface ArchetypeRule {
  name: string;
  includeColorInName: boolean;
  conditions: RuleCondition[];
  variants: ArchetypeRule[];
  /** The file it came from, for messages. */
  file: string;
}

export interface FallbackRule {
  name: string;
  includeColorInName: boolean;
  commonCards: Set<string>;
  /** How many common cards the file lists (a tie goes to the fallback with fewer). */
  size: number;
}

export interface FormatRules {
  archetypes: ArchetypeRule[];
  fallbacks: FallbackRule[];
  /** Name key → colours, for lands and for other cards; a format's overrides already applied. */
  landColors: Map<string, Colors>;
  cardColors: Map<string, Colors>;
  /** Named periods, oldest first: which rule version labelled a deck of a date. */
  metas: { startDate: string; name: string }[];
}

/** One file of the set: its path (for messages) and its text. */
export interface RuleFile {
  path: string;
  text: string;
}

export interface RuleFiles {
  archetypes: readonly RuleFile[];
  fallbacks?: readonly RuleFile[];
  /** Formats/card_colors.json: without it, names get no colour prefix and every deck is colourless. */
  cardColors?: string;
  colorOverrides?: string;
  metas?: string;
}

/** Rule files per set: more than any format has (Modern has ~130 archetypes). */
export const MAX_RULE_FILES = 2000;
const MAX_RULE_FILE_CHARS = 256 * 1024;

const cardNames = z.array(z.string().min(1).max(300)).min(1).max(500);
const conditionShape = z.looseObject({ Type: z.string(), Cards: cardNames });
const variantShape = z.looseObject({ Name: z.string().min(1).max(200), IncludeColorInName: z.boolean().nullish(), Conditions: z.array(conditionShape).max(200) });
const archetypeShape = variantShape.extend({ Variants: z.array(variantShape).max(200).nullish() });
const fallbackShape = z.looseObject({ Name: z.string().min(1).max(200), IncludeColorInName: z.boolean().nullish(), CommonCards: cardNames });
const colorShape = z.looseObject({
  Lands: z.array(z.looseObject({ Name: z.string(), Color: z.string().regex(/^[WUBRGC]{1,5}$/) })).nullish(),
  NonLands: z.array(z.looseObject({ Name: z.string(), Color: z.string().regex(/^[WUBRGC]{1,5}$/) })).nullish(),
});
const metasShape = z.looseObject({ Metas: z.array(z.looseObject({ StartDate: z.string(), Name: z.string() })) });

/** A rule file's JSON (JSON5 when strict JSON fails), or undefined. */
function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON5.parse(text);
    } catch {
      return undefined;
    }
  }
}

function conditionsOf(conditions: z.infer<typeof conditionShape>[], file: string, warnings: string[]): RuleCondition[] | null {
  const read: RuleCondition[] = [];
  for (const condition of conditions) {
    if (!(CONDITION_TYPES as readonly string[]).includes(condition.Type)) {
      warnings.push(`${file}: the condition type "${condition.Type}" is not one Sideboard knows; the rule is left out`);
      return null;
    }
    read.push({ type: condition.Type as ConditionType, cards: condition.Cards.map(catalogNameKey) });
  }
  return read;
}

function archetypeOf(file: RuleFile, warnings: string[]): ArchetypeRule | null {
  const parsed = archetypeShape.safeParse(readJson(file.text));
  if (!parsed.success) {
    warnings.push(`${file.path}: not an archetype rule (Name, Conditions); left out`);
    return null;
  }
  const conditions = conditionsOf(parsed.data.Conditions, file.path, warnings);
  if (!conditions) return null;
  const variants: ArchetypeRule[] = [];
  for (const variant of parsed.data.Variants ?? []) {
    const variantConditions = conditionsOf(variant.Conditions, `${file.path} (${variant.Name})`, warnings);
    if (variantConditions) variants.push({ name: variant.Name, includeColorInName: variant.IncludeColorInName ?? false, conditions: variantConditions, variants: [], file: file.path });
  }
  return { name: parsed.data.Name, includeColorInName: parsed.data.IncludeColorInName ?? false, conditions, variants, file: file.path };
}

function fallbackOf(file: RuleFile, warnings: string[]): FallbackRule | null {
  const parsed = fallbackShape.safeParse(readJson(file.text));
  if (!parsed.success) {
    warnings.push(`${file.path}: not a fallback rule (Name, CommonCards); left out`);
    return null;
  }
  const { Name, IncludeColorInName, CommonCards } = parsed.data;
  return { name: Name, includeColorInName: IncludeColorInName ?? false, commonCards: new Set(CommonCards.map(catalogNameKey)), size: CommonCards.length };
}

function addColors(text: string | undefined, what: string, into: { landColors: Map<string, Colors>; cardColors: Map<string, Colors> }, warnings: string[]): void {
  if (text === undefined) return;
  const parsed = colorShape.safeParse(readJson(text));
  if (!parsed.success) {
    warnings.push(`${what}: not a colour file (Lands, NonLands); left out`);
    return;
  }
  for (const land of parsed.data.Lands ?? []) into.landColors.set(catalogNameKey(land.Name), land.Color);
  for (const card of parsed.data.NonLands ?? []) into.cardColors.set(catalogNameKey(card.Name), card.Color);
}

/**
 * A format's rules from its files' texts. Refuses a set over the caps or with no usable archetype rule; files that
 * cannot be read are left out with a warning naming them.
 */
export function readFormatRules(files: RuleFiles): ImportResult<FormatRules> {
  const all = [...files.archetypes, ...(files.fallbacks ?? [])];
  if (all.length > MAX_RULE_FILES) return failed('INVALID', `A format's rules have at most ${MAX_RULE_FILES} files`);
  const large = all.find((file) => file.text.length > MAX_RULE_FILE_CHARS);
  if (large) return failed('TOO_LARGE', `${large.path} is ${formatBytes(large.text.length)}; a rule file is at most ${formatBytes(MAX_RULE_FILE_CHARS)}`, { limit: MAX_RULE_FILE_CHARS });
  if ((files.cardColors?.length ?? 0) > IMPORT_LIMITS.rules) {
    return failed('TOO_LARGE', `card_colors.json is ${formatBytes(files.cardColors!.length)}; the limit is ${formatBytes(IMPORT_LIMITS.rules)}`, { limit: IMPORT_LIMITS.rules });
  }
  const warnings: string[] = [];
  const archetypes = files.archetypes.map((file) => archetypeOf(file, warnings)).filter((rule) => rule !== null);
  if (archetypes.length === 0) return failed('INVALID', 'None of the files is an archetype rule Sideboard can read');
  const fallbacks = (files.fallbacks ?? []).map((file) => fallbackOf(file, warnings)).filter((rule) => rule !== null);
  const colors = { landColors: new Map<string, Colors>(), cardColors: new Map<string, Colors>() };
  addColors(files.cardColors, 'card_colors.json', colors, warnings);
  addColors(files.colorOverrides, 'color_overrides.json', colors, warnings);
  const metas = files.metas === undefined ? null : metasShape.safeParse(readJson(files.metas));
  if (metas && !metas.success) warnings.push('metas.json: not a list of metas (StartDate, Name); left out');
  return succeeded(
    {
      archetypes,
      fallbacks,
      ...colors,
      metas: metas?.success ? metas.data.Metas.map((meta) => ({ startDate: meta.StartDate, name: meta.Name })).sort((a, b) => a.startDate.localeCompare(b.startDate)) : [],
    },
    warnings,
  );
}

/** The named period a date falls in (the last meta that started on or before it), or null. */
export function metaOf(rules: FormatRules, date: string): string | null {
  return rules.metas.findLast((meta) => meta.startDate <= date)?.name ?? null;
}
