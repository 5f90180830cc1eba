import type { RequestContext } from '../../context.ts';
import { AuthenticationError } from '../../domain/errors.ts';

/** The signed-in user's full record. */
export async function currentUser(ctx: RequestContext) {
  const user = await ctx.db.user.findUnique({ where: { id: ctx.viewer.requireUser().id } });
  if (!user) throw new AuthenticationError();
  return user;
}
