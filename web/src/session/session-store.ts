// The browser session: access token, refresh token and the stored user, kept in localStorage under the keys the
// spec names (auth_token, refresh_token, user) so that a reload or a second tab continues the session.
// Components read it through useSession(); the network layer asks it for tokens and reports 401s to it.

export interface SessionUser {
  id: string;
  username: string;
  email: string | null;
  display_name: string | null;
  is_admin: boolean;
  email_verified?: boolean | null;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: SessionUser;
}

export const STORAGE_KEYS = { token: 'auth_token', refresh: 'refresh_token', user: 'user' } as const;
export const REFRESH_INTERVAL_MS = 10 * 60 * 1000;

type Listener = () => void;

function isSessionUser(value: unknown): value is SessionUser {
  const user = value as SessionUser;
  return typeof user === 'object' && user !== null && typeof user.id === 'string' && typeof user.username === 'string';
}

/** Reads the stored session; corrupted user data clears everything. */
function readStorage(): Session | null {
  const accessToken = localStorage.getItem(STORAGE_KEYS.token);
  const refreshToken = localStorage.getItem(STORAGE_KEYS.refresh);
  const rawUser = localStorage.getItem(STORAGE_KEYS.user);
  if (!rawUser && !accessToken && !refreshToken) return null;
  let user: unknown;
  try {
    user = rawUser ? JSON.parse(rawUser) : null;
  } catch {
    user = null;
  }
  if (!isSessionUser(user) || !refreshToken) {
    console.warn('Stored session data was unreadable and has been cleared.');
    clearStorage();
    return null;
  }
  return { accessToken: accessToken ?? '', refreshToken, user };
}

function clearStorage(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
}

class SessionStore {
  private session: Session | null = readStorage();
  private listeners = new Set<Listener>();
  private refreshing: Promise<boolean> | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor() {
    // Another tab signed in, out, or rotated the tokens: follow it.
    window.addEventListener('storage', (event) => {
      if (event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key)) {
        this.session = readStorage();
        this.emit();
      }
    });
    this.scheduleRefresh();
  }

  get current(): Session | null {
    return this.session;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): Session | null => this.session;

  signIn(session: Session): void {
    this.write(session);
    this.scheduleRefresh();
  }

  /** Updates the stored user (after a viewer query found changes, e.g. admin status). */
  updateUser(user: SessionUser): void {
    if (this.session) this.write({ ...this.session, user });
  }

  signOut(): void {
    const refreshToken = this.session?.refreshToken;
    clearStorage();
    this.session = null;
    this.scheduleRefresh();
    this.emit();
    if (refreshToken) {
      void fetch('/api/auth/logout', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      }).catch(() => {});
    }
  }

  /** A 401 arrived: the stored access token is dropped and a refresh is attempted. */
  async handleUnauthorized(): Promise<boolean> {
    console.warn('The server rejected the access token (401); refreshing the session.');
    localStorage.removeItem(STORAGE_KEYS.token);
    if (this.session) this.session = { ...this.session, accessToken: '' };
    return this.refresh();
  }

  /** Rotates the tokens once, however many callers ask at the same moment. False when the session ended. */
  refresh(): Promise<boolean> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async doRefresh(): Promise<boolean> {
    // Read from storage, not memory: another tab may already have rotated the token.
    const refreshToken = localStorage.getItem(STORAGE_KEYS.refresh);
    if (!refreshToken) return false;
    try {
      const response = await fetch('/api/auth/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      });
      if (response.status === 401 || response.status === 400) {
        this.clearLocally();
        return false;
      }
      if (!response.ok) return false; // server trouble: keep the session and try again later
      const body = await response.json();
      this.write({ accessToken: body.access_token, refreshToken: body.refresh_token, user: body.user });
      return true;
    } catch {
      return false; // offline: keep the session
    }
  }

  private clearLocally(): void {
    clearStorage();
    this.session = null;
    this.scheduleRefresh();
    this.emit();
  }

  private write(session: Session): void {
    localStorage.setItem(STORAGE_KEYS.token, session.accessToken);
    localStorage.setItem(STORAGE_KEYS.refresh, session.refreshToken);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
    this.session = session;
    this.emit();
  }

  private scheduleRefresh(): void {
    clearInterval(this.timer);
    if (this.session) this.timer = setInterval(() => void this.refresh(), REFRESH_INTERVAL_MS);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const sessionStore = new SessionStore();

export function displayNameOf(user: Pick<SessionUser, 'display_name' | 'username'>): string {
  return user.display_name || user.username;
}
