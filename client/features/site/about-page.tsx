import { Link } from '@tanstack/react-router';
import { APP_VERSION, BUILD_DATE } from '../../lib/build-info';
import { ServerStatus } from './server-status';

export function AboutPage() {
  return (
    <article className="page prose">
      <h1>About</h1>
      <p>
        Research Terminal is a self-hostable research workstation for investors covering stocks, ETFs and mutual funds: market dashboards,
        company financials and statements, charts, news, a stock screener, and AI answers that cite the filings and figures they rely on.
      </p>
      {/* One line each, read as a sentence ('Version 0.1.27'), not a label then its value repeated. */}
      <p>Version {APP_VERSION}</p>
      <p>
        Build date <time dateTime={BUILD_DATE}>{BUILD_DATE}</time>
      </p>
      <h2>Server</h2>
      <ServerStatus />
      <h2>Data</h2>
      <p>
        Market data is stored on the server that runs this instance. By default it is simulated demo data for fictional companies; an
        operator can connect real market-data providers. Figures may be delayed, incomplete or wrong.
      </p>
      <h2>Not investment advice</h2>
      <p>
        Nothing here is a recommendation to buy or sell any security. Read the <Link to="/terms">Terms</Link> and the{' '}
        <Link to="/privacy">Privacy</Link> notice.
      </p>
      <h2>Getting around</h2>
      <p>
        Press <kbd>/</kbd> to jump to the search box when signed in. Every page works with the keyboard alone.
      </p>
    </article>
  );
}
