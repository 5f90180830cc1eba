import type { RequestContext } from '../../context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { requireId } from '../../domain/validation/ids.ts';
import { announceRightsChange } from '../access/viewer-rights.ts';

const NOT_FOUND = 'Access token not found';

/** Revokes one of the viewer's tokens: its next use is refused (401), and sockets opened with it close. */
export async function revokeAccessToken(ctx: RequestContext, tokenId: string): Promise<void> {
  const user = ctx.viewer.requireSession();
  const { count } = await ctx.db.personalAccessToken.deleteMany({ where: { id: requireId(tokenId, NOT_FOUND), userId: user.id } });
  if (count === 0) throw new NotFoundError(NOT_FOUND);
  announceRightsChange(ctx, [user.id]);
}
