import { useEffect, useId, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { displayNameOf, sessionStore } from '../session/session-store.ts';
import { useSession } from '../session/useSession.ts';
import { focusableIn, itemAfterKey } from './ui/focus.ts';
import { Icon } from './ui/Icon.tsx';
import { usePopup } from './ui/usePopup.ts';

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
  /** Also active on the pages under it (a team's and its projects' pages are under My Teams). */
  includesSubpages?: boolean;
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
  { to: '/teams', label: 'My Teams', includesSubpages: true },
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

/**
 * A header menu button with a small list of links (a disclosure): Enter, Space or ArrowDown open it, ArrowUp/ArrowDown
 * move between its links, Escape closes it and returns to the button; it also closes when focus or a click goes
 * elsewhere, and on navigation.
 */
function NavMenu({ group, isActive }: { group: NavGroup; isActive: (to: string) => boolean }) {
  const listId = useId();
  const { open, setOpen, container, button } = usePopup<HTMLDivElement>();
  const list = useRef<HTMLDivElement>(null);
  // ArrowDown on the closed button opens the list and then moves into it, once it is rendered.
  const focusFirstOnOpen = useRef(false);
  useEffect(() => {
    if (open && focusFirstOnOpen.current) focusableIn(list.current!)[0]?.focus();
    focusFirstOnOpen.current = false;
  }, [open]);
  const onButtonKey = (event: ReactKeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (open) focusableIn(list.current!)[0]?.focus();
    else {
      focusFirstOnOpen.current = true;
      setOpen(true);
    }
  };
  const onListKey = (event: ReactKeyboardEvent) => {
    const links = focusableIn(list.current!);
    const next = itemAfterKey(links, document.activeElement as HTMLElement, event.key, 'vertical');
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  const active = group.items.some((item) => isActive(item.to));
  return (
    <div className="nav-menu" ref={container}>
      <button
        ref={button}
        type="button"
        className={`nav-menu-button${active ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKey}
      >
        {group.label} <Icon name="chevronDown" size={14} />
      </button>
      {open && (
        <div ref={list} id={listId} className="nav-menu-list" onKeyDown={onListKey}>
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
  const { open: mobileOpen, setOpen: setMobileOpen, container: mobileContainer, button: mobileButton } = usePopup<HTMLElement>();

  const entries = session ? [...SIGNED_IN, ...(session.user.is_admin ? [ADMIN] : [])] : SIGNED_OUT;
  const isActive = (to: string, includesSubpages = false) => {
    const [path, query] = to.split('?');
    if (includesSubpages && location.pathname.startsWith(`${path}/`)) return true;
    return location.pathname === path && (!query || location.search === `?${query}`);
  };
  const link = (item: NavItem) => (
    <NavLink key={item.to} to={item.to} end={!item.includesSubpages} className={() => (isActive(item.to, item.includesSubpages) ? 'active' : '')}>
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
  const accountActions = session ? (
    <>
      {greeting}
      <NavLink to="/settings" className="btn btn-light btn-sm">
        Settings
      </NavLink>
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
    <header className="app-header" ref={mobileContainer}>
      <div className="app-header-inner">
        <NavLink to="/" className="brand">
          <img src="/favicon.svg" alt="" />
          Sideboard
        </NavLink>
        <nav className="nav" aria-label="Main">
          {desktopLinks}
        </nav>
        {/* On phones the bell stays in the bar (its count matters at a glance); the rest moves into the menu. */}
        <div className="header-actions">
          {notifications}
          <div className="header-account">{accountActions}</div>
        </div>
        <button ref={mobileButton} type="button" className="menu-toggle" aria-expanded={mobileOpen} aria-controls="mobile-menu" onClick={() => setMobileOpen((open) => !open)}>
          <Icon name={mobileOpen ? 'x' : 'menu'} size={20} />
          <span className="sr-only">Menu</span>
        </button>
      </div>
      {mobileOpen && (
        <nav id="mobile-menu" className="mobile-menu open" aria-label="Mobile">
          {mobileLinks}
          <div className="row" style={{ paddingTop: 8 }}>
            {accountActions}
          </div>
        </nav>
      )}
    </header>
  );
}
