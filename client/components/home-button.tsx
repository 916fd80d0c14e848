import { Link } from '@tanstack/react-router';

/** The way out of a page that cannot show what was asked for: 'Go Back Home', a button-styled link to /. */
export function HomeButton() {
  return (
    <Link to="/" className="button">
      Go Back Home
    </Link>
  );
}
