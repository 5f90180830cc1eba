import { describe, expect, it } from 'vitest';
import { formatsOf, gameIdOf, GAME_NAMES } from '../../server/domain/games.ts';

describe('games catalogue', () => {
  it('lists the major games by name', () => {
    expect(GAME_NAMES).toContain('Magic: The Gathering');
    expect(GAME_NAMES).toContain('Pokémon TCG');
    expect(new Set(GAME_NAMES).size).toBe(GAME_NAMES.length);
  });
  it('gives the formats of one game, or of all, sorted without duplicates', () => {
    expect(formatsOf('Pokémon TCG')).toEqual(['Expanded', 'Gym Leader Challenge', 'Standard', 'Unlimited']);
    const all = formatsOf();
    expect(all.filter((f) => f === 'Standard')).toHaveLength(1);
    expect([...all].sort((a, b) => a.localeCompare(b))).toEqual(all);
    expect(formatsOf('No Such Game')).toEqual([]);
  });
  it('maps names back to ids', () => {
    expect(gameIdOf('Yu-Gi-Oh!')).toBe('yugioh');
    expect(gameIdOf('Chess')).toBeUndefined();
  });
});
