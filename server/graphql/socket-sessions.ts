// Who is behind each open graphql-ws socket, so that a socket does not outlive the rights it was opened with: it is
// closed with 4401 when its access token expires, its session ends or its personal access token is revoked (the
// client refreshes the token, or signs in again, and reconnects), and with 4403 when its user no longer exists. Narrower changes (a role, the admin flag, a membership) leave the socket open: each
// subscription checks the viewer's current rights for every event.
import type { WebSocket } from 'ws';
import type { ViewerRightsCache } from '../services/access/viewer-rights.ts';
import { holds, type Authenticated, type Credential } from '../services/auth/credentials.ts';

export const TOKEN_EXPIRED = { code: 4401, reason: 'Token expired' } as const;
export const USER_GONE = { code: 4403, reason: 'Forbidden' } as const;

export function socketSessions(viewerRights: ViewerRightsCache) {
  const socketsOf = new Map<string, Map<WebSocket, Credential>>();

  const stopListening = viewerRights.onForget((userIds) => {
    if (userIds === 'all') return; // nobody in particular changed; per-event checks still apply
    for (const userId of userIds) {
      const sockets = socketsOf.get(userId);
      if (!sockets) continue;
      void viewerRights.get(userId).then(
        (rights) => {
          for (const [socket, credential] of sockets) {
            if (!rights) socket.close(USER_GONE.code, USER_GONE.reason);
            else if (!holds(rights, credential)) socket.close(TOKEN_EXPIRED.code, TOKEN_EXPIRED.reason);
          }
        },
        () => {}, // the database is unreachable: nothing is known to have changed
      );
    }
  });

  return {
    /** Follows a socket authenticated with this credential until it closes. */
    watch(socket: WebSocket, claims: Authenticated): void {
      // setTimeout cannot wait longer than about 24.8 days; a personal access token may live longer.
      const wait = Math.min(2 ** 31 - 1, Math.max(0, claims.expiresAt.getTime() - Date.now()));
      const expiry = setTimeout(() => socket.close(TOKEN_EXPIRED.code, TOKEN_EXPIRED.reason), wait);
      expiry.unref();
      let sockets = socketsOf.get(claims.userId);
      if (!sockets) socketsOf.set(claims.userId, (sockets = new Map()));
      sockets.set(socket, claims.credential);
      socket.once('close', () => {
        clearTimeout(expiry);
        sockets.delete(socket);
        if (sockets.size === 0) socketsOf.delete(claims.userId);
      });
    },
    close: stopListening,
  };
}
