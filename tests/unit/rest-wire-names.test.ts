import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ValidationError } from '../../server/domain/errors.ts';
import { logMatchSchema } from '../../server/domain/validation/matches.ts';
import { archetypeFilterSchema } from '../../server/domain/validation/archetypes.ts';
import { commandFields, wireName, withWireNames } from '../../server/rest/wire-names.ts';

describe('REST wire names', () => {
  it('names command fields in snake_case', () => {
    expect(['winnerArchetypeId', 'dryRun', 'q', 'notes'].map(wireName)).toEqual(['winner_archetype_id', 'dry_run', 'q', 'notes']);
  });

  it("renames a request's fields to the command's, through its refinements and transforms", () => {
    expect(commandFields({ project_id: 'p', winner_archetype_id: 'a', went_first: true, notes: 'gg' }, logMatchSchema)).toEqual({
      projectId: 'p',
      winnerArchetypeId: 'a',
      wentFirst: true,
      notes: 'gg',
    });
  });

  it('renames the items of a list of objects (a match’s games) too', () => {
    const games = [{ won_by: 'winner', on_the_play: 'loser', sideboarded: false }, 'not an object'];
    expect(commandFields({ best_of: 3, games }, logMatchSchema)).toEqual({ bestOf: 3, games: [{ wonBy: 'winner', onThePlay: 'loser', sideboarded: false }, 'not an object'] });
    expect(() => commandFields({ games: [{ wonBy: 'winner' }] }, logMatchSchema)).toThrow('Unrecognized key: "wonBy"');
  });

  it('keeps unknown fields as sent, so that validation refuses them under the name the client used', () => {
    const fields = commandFields({ project_id: 'p', colour_scheme: 'red' }, logMatchSchema);
    expect(fields).toEqual({ projectId: 'p', colour_scheme: 'red' });
    expect(logMatchSchema.safeParse(fields).error?.issues.at(-1)?.message).toBe('Unrecognized key: "colour_scheme"');
  });

  it('refuses a field sent under its camelCase name to a strict command, and ignores it otherwise', () => {
    const refuse = () => commandFields({ project_id: 'p', winnerArchetypeId: 'a' }, logMatchSchema);
    expect(refuse).toThrow(ValidationError);
    expect(refuse).toThrow('Unrecognized key: "winnerArchetypeId"');
    expect(commandFields({ includeInactive: 'true', game: 'Magic' }, archetypeFilterSchema)).toEqual({ game: 'Magic' });
  });

  it('never lets a field name reach an object prototype', () => {
    const fields = commandFields(JSON.parse('{"__proto__": {"polluted": true}, "notes": "x"}'), logMatchSchema);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.keys(fields)).toEqual(['__proto__', 'notes']);
  });

  it('leaves requests alone for schemas that are not objects', () => {
    expect(commandFields({ some_field: 1 }, z.string())).toEqual({ some_field: 1 });
  });

  it("names a validation error's problems as the REST client sent them; other errors pass through", () => {
    const error = new ValidationError('Winner archetype not found in this project', [
      { field: 'winnerArchetypeId', message: 'Winner archetype not found in this project' },
      { field: 'cards.3.quantity', message: 'Quantity must be between 1 and 999' },
      { field: 'line 3', message: 'Match date is not a valid date' },
      { field: '(input)', message: 'Unrecognized key: "colourScheme"' },
    ]);
    const named = withWireNames(error) as ValidationError;
    expect(named).toBeInstanceOf(ValidationError);
    expect(named.message).toBe(error.message);
    expect(named.problems.map((p) => p.field)).toEqual(['winner_archetype_id', 'cards.3.quantity', 'line 3', '(input)']);
    expect(named.problems[3].message).toBe('Unrecognized key: "colourScheme"');
    const other = new Error('boom');
    expect(withWireNames(other)).toBe(other);
  });
});
