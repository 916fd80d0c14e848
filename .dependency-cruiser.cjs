/**
 * The layers of the code, enforced in `npm run lint` (dependency-cruiser). Arrows point down:
 *
 * server: main/app/deps (composition) → routes, web, jobs/definitions → http → services
 *         → db, providers, jobs/runtime → lib and config
 * client: routes → features → components, charts, lib; a feature never imports another feature
 * common: pure rules both server and client import (it imports neither)
 * scripts never import tests; nothing imports a cycle.
 *
 * docs/architecture.md explains each layer.
 */

/** A rule that forbids `from` importing any of `to` (paths are regular expressions). */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from: { path: from }, to: { path: to } });

const server = (folders) => `^server/(${folders})/`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle ties modules together so neither can change or be tested alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    // Server: no import points up.
    forbid(
      'lib-is-the-bottom',
      'server/lib holds pure helpers: it imports no other server layer.',
      '^server/(lib/|config/|config\\.ts)',
      server('http|routes|web|services|db|providers|jobs'),
    ),
    forbid(
      'db-and-providers-below-services',
      'db, providers and the job runtime sit below the services.',
      server('db|providers|jobs/runtime'),
      server('http|routes|web|services|jobs/definitions'),
    ),
    forbid('db-and-providers-apart', 'Providers fetch and map; they do not store.', server('providers'), server('db')),
    forbid(
      'services-below-http',
      'Services know nothing of HTTP, routes or job definitions.',
      server('services'),
      server('http|routes|web|jobs/definitions'),
    ),
    forbid(
      'http-below-routes',
      'The HTTP plumbing (app factory, auth, middleware) serves the routes.',
      server('http'),
      server('routes|web|jobs/definitions'),
    ),
    forbid(
      'routes-call-services',
      'Handlers and job definitions reach data only through services.',
      server('routes|web|jobs/definitions'),
      server('db|providers'),
    ),
    forbid(
      'handlers-call-the-services-object',
      'Handlers reach services and the job runtime only through c.get("services") (services/services.ts), never by import.',
      server('routes|web'),
      server('services|jobs/runtime'),
    ),
    forbid('jobs-are-split', 'A job is either runtime (runners, the durable queue) or a definition.', '^server/', '^server/jobs/[^/]+$'),
    {
      name: 'no-composition-imports',
      comment: 'Only the entry (main.ts and the start.ts it loads) assembles the app from app.ts and deps.ts.',
      severity: 'error',
      from: { path: '^(server|generated)/', pathNot: '^server/(main|start)\\.ts$' },
      to: { path: '^server/(main|start|app|deps)\\.ts$' },
    },
    // Client: routes → features → components, charts, lib.
    forbid(
      'client-shared-below-features',
      'Shared client code does not know any feature or route.',
      '^client/(components|charts|lib)/',
      '^client/(features|routes)/',
    ),
    forbid('features-below-routes', 'Features are rendered by routes, never the other way round.', '^client/features/', '^client/routes/'),
    {
      name: 'features-are-islands',
      comment: 'A feature never imports another feature: lift shared code into components or lib.',
      severity: 'error',
      from: { path: '^client/features/([^/]+)/' },
      to: { path: '^client/features/([^/]+)/', pathNot: '^client/features/$1/' },
    },
    forbid('client-not-server', 'The browser bundle never imports server code.', '^client/', '^server/'),
    {
      name: 'server-not-client',
      comment: 'The server loads the client only as its built renderer (dist/server); it may import its types.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^client/', dependencyTypesNot: ['type-only'] },
    },
    forbid(
      'common-is-pure',
      'common/ holds the rules server and browser share (such as the return address after sign-in): it imports neither side.',
      '^common/',
      '^(server|client|scripts|generated)/',
    ),
    // Scripts and tests.
    forbid(
      'scripts-not-tests',
      'Scripts (benchmarks, CLIs) never import tests; shared code lives in scripts/support.',
      '^scripts/',
      '^tests/',
    ),
    {
      name: 'production-not-tests',
      comment: 'Production code never imports test code (tests beside the code they test may).',
      severity: 'error',
      from: { path: '^(server|client)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^tests/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
