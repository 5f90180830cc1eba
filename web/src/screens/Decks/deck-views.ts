// The /decks views: public, private and all, kept in ?view=. Visitors only have the public view.
export type DeckView = 'public' | 'private' | 'all';

export const DECK_VIEWS: { id: DeckView; label: string; subtitle: string; signedInOnly: boolean }[] = [
  { id: 'public', label: 'Public Decks', subtitle: 'Decks shared publicly by every team.', signedInOnly: false },
  { id: 'private', label: 'My Private Decks', subtitle: "Decks in your teams' private projects: only your teammates can see them.", signedInOnly: true },
  { id: 'all', label: 'All Decks', subtitle: 'Every deck you can see: your teams\' and all public ones.', signedInOnly: true },
];

export function isDeckView(value: string | null): value is DeckView {
  return value === 'public' || value === 'private' || value === 'all';
}

/** The default view: all when signed in, public otherwise. */
export function defaultView(signedIn: boolean): DeckView {
  return signedIn ? 'all' : 'public';
}

export function scopeOf(view: DeckView): 'PUBLIC' | 'PRIVATE' | 'ALL' {
  return view.toUpperCase() as 'PUBLIC' | 'PRIVATE' | 'ALL';
}
