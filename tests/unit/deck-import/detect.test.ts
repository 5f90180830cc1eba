import { describe, expect, it } from 'vitest';
import { detectGame } from '../../../server/domain/deck-import/index.ts';

describe('detectGame', () => {
  it.each([
    ['ydke://AAAA!!!', 'yugioh', 'YDKE'],
    ['#main\n89631139', 'yugioh', 'YDK'],
    ['!side\n89631139', 'yugioh', 'YDK'],
    ['Pokémon: 1\n1 Pikachu SVI 1', 'pokemon', 'Pokémon TCG Live'],
    ['Pokemon: 1\n1 Pikachu SVI 1', 'pokemon', 'Pokémon TCG Live'],
    ['Trainer: 4\n4 Ultra Ball SVI 196', 'pokemon', 'Pokémon TCG Live'],
    ['Hero: Bravo\n3x Pummel (red)', 'fab', 'Fabrary'],
    ['Deck cards\n3x Pummel', 'fab', 'Fabrary'],
    ['3x Sink Below (red)\n3x Toughen Up (blue)', 'fab', 'Fabrary'],
    ['1xOP01-001\n4xOP01-016', 'onepiece', 'One Piece'],
    ['4x ST01-012 Luffy', 'onepiece', 'One Piece'],
    ['4 Elsa - Snow Queen\n4 Be Prepared', 'lorcana', 'Lorcana'],
    ['4 Lightning Bolt (STA) 42', 'mtg', 'MTG Arena'],
    ['Deck\n4 Lightning Bolt', 'mtg', 'MTG Arena'],
    ['4 Lightning Bolt\n\nSideboard\n2 Smash', 'mtg', 'MTG Arena'],
    ['4 Lightning Bolt\nSIDEBOARD:\n2 Smash', 'mtg', 'MTGO'],
    ['4 Lightning Bolt\nSB: 2 Smash', 'mtg', 'MTGO'],
    ['4 Lightning Bolt\n4 Lava Spike', null, 'Generic'],
    ['', null, 'Generic'],
  ])('%j -> %s (%s)', (text, game, format_name) => {
    expect(detectGame(text)).toEqual({ game, format_name });
  });

  it('prefers the stronger signal when a text carries several', () => {
    expect(detectGame('Deck\n4 Lightning Bolt\n#main\n123')).toEqual({ game: 'yugioh', format_name: 'YDK' });
    expect(detectGame('Pokémon: 4\n4 Elsa - Snow Queen')).toEqual({ game: 'pokemon', format_name: 'Pokémon TCG Live' });
  });
});
