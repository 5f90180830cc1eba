import { useEffect, useState } from 'react';
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

const SIGNED_OUT: NavItem[] = [
  { to: '/projects/public', label: 'Public Projects' },
  { to: '/decks?view=public', label: 'Public Decks' },
  { to: '/articles', label: 'Articles' },
  { to: '/shop', label: 'Shop' },
];

const SIGNED_IN: NavItem[] = [
  { to: '/teams', label: 'My Teams' },
  { to: '/projects/private', label: 'My Private Projects' },
  { to: '/projects/all', label: 'All Projects' },
  { to: '/projects/public', label: 'Public Projects' },
  { to: '/decks?view=private', label: 'My Decks' },
  { to: '/decks?view=all', label: 'All Decks' },
  { to: '/decks?view=public', label: 'Public Decks' },
];

/** The site header: links for visitors or members (plus Admin for admins), greeting, crown, logout, mobile menu. */
export function Header({ notifications }: { notifications?: React.ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  const items = session ? [...SIGNED_IN, ...(session.user.is_admin ? [{ to: '/admin', label: 'Admin' }] : [])] : SIGNED_OUT;
  const isActive = (to: string) => {
    const [path, query] = to.split('?');
    return location.pathname === path && (!query || location.search === `?${query}`);
  };
  const links = items.map((item) => (
    <NavLink key={item.to} to={item.to} className={() => (isActive(item.to) ? 'active' : '')}>
      {item.label}
    </NavLink>
  ));
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
          {links}
        </nav>
        <div className="header-actions">{actions}</div>
        <button type="button" className="menu-toggle" aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={() => setMenuOpen((open) => !open)}>
          <span aria-hidden="true">☰</span>
          <span className="sr-only">Menu</span>
        </button>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" className="mobile-menu open" aria-label="Mobile">
          {links}
          <div className="row" style={{ paddingTop: 8 }}>
            {actions}
          </div>
        </nav>
      )}
    </header>
  );
}
