import { useId } from 'react';
import { Icon } from '../../components/ui/Icon.tsx';
import './placeholder-pages.css';

/** The Notify Me box of the dashboard-placeholder pages: shown, but disabled until there is something to notify about. */
export function NotifyMeBox({ title, text }: { title: string; text: string }) {
  const id = useId();
  return (
    <section className="soon-notify" aria-labelledby={`${id}-title`}>
      <div className="soon-notify-icon" aria-hidden="true">
        <Icon name="bell" size={24} />
      </div>
      <div className="soon-notify-text">
        <h2 id={`${id}-title`}>{title}</h2>
        <p>{text}</p>
      </div>
      <form className="soon-notify-form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input id={`${id}-email`} className="input" type="email" placeholder="you@example.com" disabled />
        <button type="submit" className="btn btn-primary" disabled>
          Notify Me
        </button>
      </form>
    </section>
  );
}

/** The page title block shared by the dashboard-placeholder pages. */
export function ComingSoonHeader({ icon, title, text }: { icon: 'book' | 'cart'; title: string; text: string }) {
  return (
    <header className="soon-hero">
      <span className="soon-hero-icon" aria-hidden="true">
        <Icon name={icon} size={30} />
      </span>
      <div>
        <div className="row">
          <h1>{title}</h1>
          <span className="badge badge-private">Coming Soon</span>
        </div>
        <p>{text}</p>
      </div>
    </header>
  );
}
