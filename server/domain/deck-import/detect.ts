// Which game and export format a pasted text is, from the strongest signal it carries. The order matters: a signal
// that only one format produces (ydke://, "#main", "Pokémon: 12") wins over shapes several formats share.
import type { GameId } from '../games.ts';
import { isFabSignal } from './fab.ts';
import { readCountedLine, toSourceLines, type SourceLine } from './lines.ts';
import { isNameAndVersion } from './lorcana.ts';
import { hasArenaSetAndNumber, isArenaHeader, isMtgoSideboardMarker } from './mtg.ts';
import { isMtgoDekSignal } from './mtgo-dek.ts';
import { hasOnePieceCardId } from './onepiece.ts';
import { isPokemonSectionHeader } from './pokemon.ts';
import { isYdke, isYdkSectionHeader } from './yugioh.ts';

export type FormatName =
  | 'MTG Arena'
  | 'MTGO'
  | 'MTGO .dek'
  | 'Pokémon TCG Live'
  | 'YDK'
  | 'YDKE'
  | 'Lorcana'
  | 'One Piece'
  | 'Fabrary'
  | 'Generic';

export interface Detection {
  game: GameId | null;
  format_name: FormatName;
}

interface Signals {
  mtgoDek: boolean;
  ydke: boolean;
  ydk: boolean;
  pokemon: boolean;
  fab: boolean;
  onePiece: boolean;
  arena: boolean;
  mtgo: boolean;
  countedLines: number;
  nameAndVersionLines: number;
}

function collectSignals(lines: readonly SourceLine[]): Signals {
  const signals: Signals = {
    mtgoDek: false,
    ydke: false,
    ydk: false,
    pokemon: false,
    fab: false,
    onePiece: false,
    arena: false,
    mtgo: false,
    countedLines: 0,
    nameAndVersionLines: 0,
  };
  for (const { text } of lines) {
    if (text === '') continue;
    signals.mtgoDek ||= isMtgoDekSignal(text);
    signals.ydke ||= isYdke(text);
    signals.ydk ||= isYdkSectionHeader(text);
    signals.pokemon ||= isPokemonSectionHeader(text);
    signals.fab ||= isFabSignal(text);
    signals.onePiece ||= hasOnePieceCardId(text);
    signals.mtgo ||= isMtgoSideboardMarker(text);
    signals.arena ||= isArenaHeader(text);
    const counted = readCountedLine(text);
    if (counted) {
      signals.arena ||= hasArenaSetAndNumber(counted.rest);
      signals.countedLines++;
      if (isNameAndVersion(counted.rest)) signals.nameAndVersionLines++;
    }
  }
  return signals;
}

export function detectFormat(lines: readonly SourceLine[]): Detection {
  const s = collectSignals(lines);
  if (s.mtgoDek) return { game: 'mtg', format_name: 'MTGO .dek' };
  if (s.ydke) return { game: 'yugioh', format_name: 'YDKE' };
  if (s.ydk) return { game: 'yugioh', format_name: 'YDK' };
  if (s.pokemon) return { game: 'pokemon', format_name: 'Pokémon TCG Live' };
  if (s.fab) return { game: 'fab', format_name: 'Fabrary' };
  if (s.onePiece) return { game: 'onepiece', format_name: 'One Piece' };
  // "Name - Version" is how Lorcana names characters; it must dominate, as a stray dash proves nothing.
  if (s.nameAndVersionLines > 0 && s.nameAndVersionLines * 2 >= s.countedLines) {
    return { game: 'lorcana', format_name: 'Lorcana' };
  }
  if (s.arena) return { game: 'mtg', format_name: 'MTG Arena' };
  if (s.mtgo) return { game: 'mtg', format_name: 'MTGO' };
  return { game: null, format_name: 'Generic' };
}

export function detectGame(text: string): Detection {
  return detectFormat(toSourceLines(text));
}
