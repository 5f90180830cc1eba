// Real data in: game client logs become matches, tournament results become decklists, standings and rounds. Pure
// functions over a string or bytes, each returning its value or a typed error (result.ts) and never throwing for bad
// input, so a worker can run them; the services decide what to store.

export { aSource, formatBytes, IMPORT_LIMITS, importErrorAsDomainError, SOURCE_NAMES, sizeProblem } from './result.ts';
export type { ImportError, ImportErrorCode, ImportInput, ImportResult, ImportSource } from './result.ts';
export { detectSource } from './text.ts';

export { MAX_ARENA_MATCHES, parseArenaLog } from './mtga/arena-log.ts';
export type { ArenaDeck, ArenaGame, ArenaMatch, ArenaOutcome, ArenaSide } from './mtga/arena-match.ts';

export { gameLogLines, parseMtgoGameLog } from './mtgo/game-log.ts';
export type { MtgoGame, MtgoMatch } from './mtgo/game-log.ts';

export { parsePtcglBattleLog } from './ptcgl/battle-log.ts';
export type { PtcglEnding, PtcglGame } from './ptcgl/battle-log.ts';
export { MAX_MATCH_GAMES, ptcglMatchOf } from './ptcgl/match.ts';
export type { PtcglMatch } from './ptcgl/match.ts';
export type { PtcglLanguage } from './ptcgl/phrases.ts';

export { EVENT_LIMITS, hasFullList, mainCount, MIN_DECK_CARDS, parseEventFile } from './events/event-file.ts';
export { fieldOf, matchupRecordsOf } from './events/field.ts';
export type { Field, FieldShare, MatchupRecord, MatchupRecords, PlacedDeck } from './events/field.ts';
export type { CardCount, EventDeck, EventRound, EventSource, EventStanding, GameScore, ParsedEvent, RoundResult } from './events/types.ts';
