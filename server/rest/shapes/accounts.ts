// REST shapes of account management: the signed-in user's sessions, and what ending them did.
import { z } from 'zod';
import type { SignedInSession } from '../../services/accounts/session-queries.ts';
import { id, instant } from './fields.ts';

export const signedInSessionSchema = z
  .object({
    id: id().meta({ description: 'For DELETE /api/auth/sessions/{id}.' }),
    started_at: instant(),
    last_active_at: instant().meta({ description: 'The last sign-in or token refresh (an open browser refreshes every few minutes).' }),
    current: z.boolean().meta({ description: 'True for the session that asks.' }),
  })
  .meta({ id: 'SignedInSession', description: 'A place the user is signed in: one sign-in, kept alive by its refresh token.' });

export const sessionsEndedSchema = z
  .object({ message: z.string(), ended: z.int().meta({ description: 'How many sessions ended.' }) })
  .meta({ id: 'SessionsEnded', description: 'Other sessions signed out.' });

export function signedInSessionJson(session: SignedInSession): z.infer<typeof signedInSessionSchema> {
  return { id: session.id, started_at: session.startedAt.toISOString(), last_active_at: session.lastActiveAt.toISOString(), current: session.current };
}
