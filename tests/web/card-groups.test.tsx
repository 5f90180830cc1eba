// The decklist's card groups: the game's types in its order with counts, the sideboard apart, cards the catalog does
// not know under Other and marked, and a card's image shown on tap.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { CardGroups } from '../../web/src/components/decklists/CardGroups.tsx';
import { ManaCurve } from '../../web/src/components/decklists/ManaCurve.tsx';

const IMAGE = 'https://cards.scryfall.io/normal/front/bolt.jpg';
const CARDS = [
  { name: 'Mountain', quantity: 20, type: 'Land', section: 'Main Deck', resolved: true },
  { name: 'Lightning Bolt', quantity: 4, type: 'Instant', section: 'Main Deck', cost: '{R}', rarity: 'Common', imageUrl: IMAGE, resolved: true },
  { name: 'Goblin Guide', quantity: 4, type: 'Creature', section: 'Main Deck', resolved: true },
  { name: 'Homebrew Card', quantity: 1, type: 'Main Deck', section: 'Main Deck', resolved: false },
  { name: 'Smash to Smithereens', quantity: 2, type: 'Instant', section: 'Sideboard', resolved: true },
  { name: 'Homebrew Answer', quantity: 1, type: 'Sideboard', section: 'Sideboard', resolved: false },
];

describe('CardGroups', () => {
  test("groups by the game's types, the sideboard last and unknown cards under Other", () => {
    render(<CardGroups cards={CARDS} game="mtg" />);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Creature (4)',
      'Instant (4)',
      'Land (20)',
      'Other (1)',
      'Sideboard (3)',
    ]);
    expect(within(screen.getByRole('region', { name: 'Other (1)' })).getByText('unknown card')).toBeTruthy();
  });

  test('groups by the stored sections when the catalog knows nothing, as without one', () => {
    const stored = CARDS.map(({ name, quantity, section }) => ({ name, quantity, type: section, section, resolved: false }));
    render(<CardGroups cards={stored} game="mtg" />);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Main Deck (29)', 'Sideboard (3)']);
  });

  test("shows a card's image on tap and hides it on a second tap", async () => {
    render(<CardGroups cards={CARDS} game="mtg" />);
    const bolt = screen.getByRole('button', { name: 'Lightning Bolt' });
    await userEvent.click(bolt);
    expect(screen.getByRole('img', { name: 'Lightning Bolt' }).getAttribute('src')).toBe(IMAGE);
    await userEvent.click(bolt);
    await userEvent.unhover(bolt);
    expect(screen.queryByRole('img', { name: 'Lightning Bolt' })).toBeNull();
  });
});

describe('ManaCurve', () => {
  test('says each bar in words and draws nothing without a curve', () => {
    const { container } = render(<ManaCurve curve={null} />);
    expect(container.innerHTML).toBe('');
    render(<ManaCurve curve={[{ label: '0', count: 0 }, { label: '1', count: 7 }, { label: '2+', count: 1 }]} />);
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Cost 0: 0 cards', 'Cost 1: 7 cards', 'Cost 2+: 1 card']);
  });
});
