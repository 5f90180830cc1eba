// Who is behind each open graphql-ws socket, so that a socket does not outlive the rights it was opened with: it is
// closed with 4401 when its access token expires (the client refreshes the token and reconnects), and with 4403 when
// its user no longer exists. Narrower changes (a role, the admin flag, a membership) leave the socket open: each
// subscription checks the viewer's current rights for every event.
import type { WebSocket } from 'ws';
import type { ViewerRightsCache } from '../services/access/viewer-rights.ts';
import type { AccessClaims } from '../services/auth/session-tokens.ts';

export const TOKEN_EXPIRED = { code: 4401, reason: 'Token expired' } as const;
export const USER_GONE = { code: 4403, reason: 'Forbidden' } as const;

export function socketSessions(viewerRights: ViewerRightsCache) {
  const socketsOf = new Map<string, Set<WebSocket>>();

  const stopListening = viewerRights.onForget((userIds) => {
    if (userIds === 'all') return; // nobody in particular changed; per-event checks still apply
    for (const userId of userIds) {
      const sockets = socketsOf.get(userId);
      if (!sockets) continue;
      void viewerRights.rightsOf(userId).then(
        (rights) => {
          if (!rights) for (const socket of sockets) socket.close(USER_GONE.code, USER_GONE.reason);
        },
        () => {}, // the database is unreachable: nothing is known to have changed
      );
    }
  });

  return {
    /** Follows a socket authenticated with these claims until it closes. */
    watch(socket: WebSocket, claims: AccessClaims): void {
      const expiry = setTimeout(() => socket.close(TOKEN_EXPIRED.code, TOKEN_EXPIRED.reason), Math.max(0, claims.expiresAt.getTime() - Date.now()));
      expiry.unref();
      let sockets = socketsOf.get(claims.userId);
      if (!sockets) socketsOf.set(claims.userId, (sockets = new Set()));
      sockets.add(socket);
      socket.once('close', () => {
        clearTimeout(expiry);
        sockets.delete(socket);
        if (sockets.size === 0) socketsOf.delete(claims.userId);
      });
    },
    close: stopListening,
  };
}
