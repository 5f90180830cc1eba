// The admin panel's view of the card catalogs: for each game a source fills, when its catalog was last imported, from
// what, and how many cards and printings it holds (games never imported included, with nothing loaded). Site admins
// only: the locations imported from are the server's own file names.
import type { RequestContext } from '../../context.ts';
import { CATALOG_SOURCES } from '../../domain/cards/sources/index.ts';
import { GAMES, type GameId } from '../../domain/games.ts';

export interface CardCatalogStatus {
  game: GameId;
  gameName: string;
  /** The source last imported, or null when the game's catalog was never loaded. */
  source: string | null;
  location: string | null;
  importedAt: Date | null;
  cardCount: number;
  printingCount: number;
}

const SOURCE_GAMES = [...new Set(Object.values(CATALOG_SOURCES).map((source) => source.game))];

export async function listCardCatalogs(ctx: RequestContext): Promise<CardCatalogStatus[]> {
  ctx.viewer.requireAdmin();
  const imports = new Map((await ctx.db.catalogImport.findMany()).map((row) => [row.game, row]));
  return SOURCE_GAMES.map((game) => {
    const row = imports.get(game);
    return {
      game,
      gameName: GAMES[game].name,
      source: row?.source ?? null,
      location: row?.location ?? null,
      importedAt: row?.importedAt ?? null,
      cardCount: row?.cardCount ?? 0,
      printingCount: row?.printingCount ?? 0,
    };
  });
}
