import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { displayNameOf, sessionStore } from '../session/session-store.ts';
import { useSession } from '../session/useSession.ts';

function CrownIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" role="img" aria-label="Site admin">
      <path d="M2 7l5 4 5-7 5 7 5-4-2 12H4L2 7z" />
    </svg>
  );
}

interface NavItem {
  to: string;
  label: string;
}

interface NavGroup {
  label: string;
  items: NavItem[];
}

type NavEntry = NavItem | NavGroup;

const SIGNED_OUT: NavEntry[] = [
  { to: '/projects/public', label: 'Public Projects' },
  { to: '/decks?view=public', label: 'Public Decks' },
  { to: '/articles', label: 'Articles' },
  { to: '/shop', label: 'Shop' },
];

const SIGNED_IN: NavEntry[] = [
  { to: '/teams', label: 'My Teams' },
  {
    label: 'Projects',
    items: [
      { to: '/projects/private', label: 'My Private Projects' },
      { to: '/projects/all', label: 'All Projects' },
      { to: '/projects/public', label: 'Public Projects' },
    ],
  },
  {
    label: 'Decks',
    items: [
      { to: '/decks?view=private', label: 'My Private Decks' },
      { to: '/decks?view=all', label: 'All Decks' },
      { to: '/decks?view=public', label: 'Public Decks' },
    ],
  },
];

const ADMIN: NavItem = { to: '/admin', label: 'Admin' };

const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

/** A header menu button with a small list of links; closes on Escape, outside click, or navigation. */
function NavMenu({ group, isActive }: { group: NavGroup; isActive: (to: string) => boolean }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const active = group.items.some((item) => isActive(item.to));
  return (
    <div className="nav-menu" ref={ref}>
      <button type="button" className={`nav-menu-button${active ? ' active' : ''}`} aria-expanded={open} aria-haspopup="true" onClick={() => setOpen((o) => !o)}>
        {group.label} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div className="nav-menu-list">
          {group.items.map((item) => (
            <NavLink key={item.to} to={item.to} className={() => (isActive(item.to) ? 'active' : '')}>
              {item.label}
            </NavLink>
          ))}
        </div>
      )}
    </div>
  );
}

/** The site header: links for visitors or members (plus Admin for admins), greeting, crown, logout, mobile menu. */
export function Header({ notifications }: { notifications?: React.ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  const entries = session ? [...SIGNED_IN, ...(session.user.is_admin ? [ADMIN] : [])] : SIGNED_OUT;
  const isActive = (to: string) => {
    const [path, query] = to.split('?');
    return location.pathname === path && (!query || location.search === `?${query}`);
  };
  const link = (item: NavItem) => (
    <NavLink key={item.to} to={item.to} className={() => (isActive(item.to) ? 'active' : '')}>
      {item.label}
    </NavLink>
  );
  const desktopLinks = entries.map((entry) => (isGroup(entry) ? <NavMenu key={entry.label} group={entry} isActive={isActive} /> : link(entry)));
  const mobileLinks = entries.flatMap((entry) => (isGroup(entry) ? entry.items : [entry])).map(link);
  const logout = () => {
    sessionStore.signOut();
    navigate('/');
  };
  const greeting = session && (
    <span className="greeting">
      Welcome, {displayNameOf(session.user)}
      {session.user.is_admin && (
        <span className="crown" title="Site admin">
          <CrownIcon />
        </span>
      )}
    </span>
  );
  const actions = session ? (
    <>
      {notifications}
      {greeting}
      <button type="button" className="btn btn-light btn-sm" onClick={logout}>
        Logout
      </button>
    </>
  ) : (
    <>
      <NavLink to="/auth" className="btn btn-light btn-sm">
        Sign In
      </NavLink>
      <NavLink to="/auth?mode=register" className="btn btn-primary btn-sm">
        Sign Up
      </NavLink>
    </>
  );

  return (
    <header className="app-header">
      <div className="app-header-inner">
        <NavLink to="/" className="brand">
          <img src="/favicon.svg" alt="" />
          Sideboard
        </NavLink>
        <nav className="nav" aria-label="Main">
          {desktopLinks}
        </nav>
        <div className="header-actions">{actions}</div>
        <button type="button" className="menu-toggle" aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={() => setMenuOpen((open) => !open)}>
          <span aria-hidden="true">☰</span>
          <span className="sr-only">Menu</span>
        </button>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" className="mobile-menu open" aria-label="Mobile">
          {mobileLinks}
          <div className="row" style={{ paddingTop: 8 }}>
            {actions}
          </div>
        </nav>
      )}
    </header>
  );
}
