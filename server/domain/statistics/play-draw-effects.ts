// Play/draw and sideboarding effects of a matchup, from its recorded games: each a difference of two game win rates
// with its 95% interval and the probability that it is above 0 (rate-difference.ts).
//
// - play: the rate on the play minus the rate on the draw, over game 1 (a die roll decides who plays, so this one is
//   a randomised comparison), over games 2+ (the loser of the previous game chooses), and over all games;
// - sideboard: the rate after sideboarding (games 2+) minus before (game 1), on the play, on the draw and overall.
import type { GameRecords } from './best-of-posterior.ts';
import { posteriorOf, rateDifference, type RateDifference } from './rate-difference.ts';
import type { Record3 } from './records.ts';

export interface MatchupEffects {
  play: { preBoard: RateDifference; postBoard: RateDifference; all: RateDifference };
  sideboard: { onThePlay: RateDifference; onTheDraw: RateDifference; all: RateDifference };
}

const sum = (a: Record3, b: Record3): Record3 => ({ wins: a.wins + b.wins, losses: a.losses + b.losses, draws: (a.draws ?? 0) + (b.draws ?? 0) });
const difference = (x: Record3, y: Record3) => rateDifference(posteriorOf(x), posteriorOf(y));

export function matchupEffects(games: GameRecords): MatchupEffects {
  const { preBoard: pre, postBoard: post } = games;
  return {
    play: {
      preBoard: difference(pre.onThePlay, pre.onTheDraw),
      postBoard: difference(post.onThePlay, post.onTheDraw),
      all: difference(sum(pre.onThePlay, post.onThePlay), sum(pre.onTheDraw, post.onTheDraw)),
    },
    sideboard: {
      onThePlay: difference(post.onThePlay, pre.onThePlay),
      onTheDraw: difference(post.onTheDraw, pre.onTheDraw),
      all: difference(sum(post.onThePlay, post.onTheDraw), sum(pre.onThePlay, pre.onTheDraw)),
    },
  };
}
