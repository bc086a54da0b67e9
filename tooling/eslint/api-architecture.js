// ESLint rules that keep the API's shape: business modules meet only through each other's index.ts, the platform
// knows no module, nothing but entry points reaches the seed or the dev tools, SQL stays in repositories, route
// handlers stay thin, and domain code neither speaks HTTP nor reads the environment.
const path = require('node:path');

const API_SRC = path.resolve(__dirname, '..', '..', 'api', 'src');

/** Where a file sits in api/src: its top folder, and for modules the module's name and the path inside it. */
function placeOf(file) {
  const rel = path.relative(API_SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  if (parts[0] === 'modules' && parts.length >= 2) return { area: 'modules', module: parts[1], inner: parts.slice(2) };
  // A single segment is a top folder (an import of seed/ or dev/) unless it names a file at the top.
  const topFile = parts.length === 1 && /\.tsx?$/.test(parts[0]);
  return { area: topFile ? 'root' : parts[0], module: null, inner: parts };
}

const isTest = (file) => /\.test\.tsx?$/.test(file);
const isRoutes = (file) => /-routes\.ts$/.test(file);
const isRepository = (file) => /-repository\.ts$/.test(file);
/** Files of a module that are allowed to talk HTTP: its routes, its plugin and its public index. */
const isHttpEdge = (file) => isRoutes(file) || /-module\.ts$/.test(file) || path.basename(file) === 'index.ts';

function resolveImport(file, source) {
  if (!source.startsWith('.')) return null;
  return placeOf(path.resolve(path.dirname(file), source));
}

/** The visitors that hand `check` every module a file imports or re-exports from. */
const onEveryImport = (check) => ({
  ImportDeclaration: (node) => check(node.source, node.source.value),
  ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
  ExportAllDeclaration: (node) => check(node.source, node.source.value),
});

const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Business modules import each other only through index.ts; the platform imports no module' },
    schema: [],
    messages: {
      internals:
        "'{{source}}' reaches into the {{target}} module's internals: import what it exports from '{{index}}' (its index.ts).",
      platformImportsModule: 'The platform has no business rule: it must not import the {{target}} module.',
      seedOrDev: "'{{source}}' is a seed or dev-only tool: modules and the platform never import {{area}}/.",
    },
  },
  create(context) {
    const file = context.filename;
    const here = placeOf(file);
    if (!here || isTest(file)) return {};
    const check = (node, source) => {
      const target = resolveImport(file, source);
      if (!target) return;
      if (target.area === 'modules' && target.module !== here.module) {
        if (here.area === 'platform') {
          context.report({ node, messageId: 'platformImportsModule', data: { target: target.module } });
          return;
        }
        const intoIndex = target.inner.length === 1 && /^index(\.ts)?$/.test(target.inner[0]);
        if (!intoIndex && target.inner.length > 0) {
          const index = path.relative(path.dirname(file), path.join(API_SRC, 'modules', target.module));
          context.report({
            node,
            messageId: 'internals',
            data: { source, target: target.module, index: index.startsWith('.') ? index : `./${index}` },
          });
        }
      }
      if ((here.area === 'modules' || here.area === 'platform') && (target.area === 'seed' || target.area === 'dev')) {
        context.report({ node, messageId: 'seedOrDev', data: { source, area: target.area } });
      }
    };
    return onEveryImport(check);
  },
};

const SQL_CALLS = new Set(['query', 'exec']);

const sqlInRepositories = {
  meta: {
    type: 'problem',
    docs: { description: 'SQL runs only in repositories; route handlers do not open transactions either' },
    schema: [],
    messages: {
      sql: 'SQL belongs in a *-repository.ts of the module: call a repository function instead of .{{call}}().',
      transaction: 'A route handler calls one function of its module; that function owns the transaction.',
    },
  },
  create(context) {
    const file = context.filename;
    const here = placeOf(file);
    if (!here || here.area !== 'modules' || isTest(file) || isRepository(file)) return {};
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const name = callee.property.name;
        if (SQL_CALLS.has(name)) context.report({ node, messageId: 'sql', data: { call: name } });
        else if (name === 'transaction' && isRoutes(file)) context.report({ node, messageId: 'transaction' });
      },
    };
  },
};

const thinRoutes = {
  meta: {
    type: 'problem',
    docs: { description: 'Route files do not import the database layer or repositories' },
    schema: [],
    messages: {
      database: "Routes never import the database layer ('{{source}}'): call a function of the module.",
      repository: "Routes never import a repository ('{{source}}'): call a function of the module.",
    },
  },
  create(context) {
    const file = context.filename;
    const here = placeOf(file);
    if (!here || here.area !== 'modules' || !isRoutes(file)) return {};
    const check = (node, source) => {
      if (/(^|\/)platform\/database(\/|$)/.test(source) || source === 'pg' || source.startsWith('@electric-sql/')) {
        context.report({ node, messageId: 'database', data: { source } });
      } else if (/-repository$/.test(source)) {
        context.report({ node, messageId: 'repository', data: { source } });
      }
    };
    return { ImportDeclaration: (node) => check(node.source, node.source.value) };
  },
};

const domainWithoutHttp = {
  meta: {
    type: 'problem',
    docs: { description: 'Domain code of a module does not import Fastify: it throws domain errors instead' },
    schema: [],
    messages: {
      fastify:
        "'{{source}}' is HTTP: domain code takes plain values (a SessionAccess for the session) and throws domain errors.",
    },
  },
  create(context) {
    const file = context.filename;
    const here = placeOf(file);
    if (!here || here.area !== 'modules' || isTest(file) || isHttpEdge(file)) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (source === 'fastify' || source.startsWith('@fastify/') || /platform\/http(\/|$)/.test(source)) {
          context.report({ node: node.source, messageId: 'fastify', data: { source } });
        }
      },
    };
  },
};

/**
 * The delivery platform (api/src/releases/) has its own users, the product teams: the rest of the API reaches it only
 * through its index.ts, and the platform reaches no business module.
 */
const releasesDoor = {
  meta: {
    type: 'problem',
    docs: { description: 'The delivery platform is imported only through api/src/releases/index.ts' },
    schema: [],
    messages: {
      internals:
        "'{{source}}' reaches into the delivery platform's internals: import what it exports from '{{index}}'.",
      businessModule: 'The delivery platform has no business rule: it must not import the {{target}} module.',
    },
  },
  create(context) {
    const file = context.filename;
    const here = placeOf(file);
    if (!here || isTest(file)) return {};
    const check = (node, source) => {
      const target = resolveImport(file, source);
      if (!target) return;
      if (here.area === 'releases' && target.area === 'modules') {
        context.report({ node, messageId: 'businessModule', data: { target: target.module } });
      }
      const intoDoor =
        target.inner.length === 1 || (target.inner.length === 2 && /^index(\.ts)?$/.test(target.inner[1]));
      if (target.area === 'releases' && here.area !== 'releases' && !intoDoor) {
        const index = path.relative(path.dirname(file), path.join(API_SRC, 'releases'));
        context.report({
          node,
          messageId: 'internals',
          data: { source, index: index.startsWith('.') ? index : `./${index}` },
        });
      }
    };
    return onEveryImport(check);
  },
};

module.exports = {
  rules: {
    'module-boundaries': moduleBoundaries,
    'releases-door': releasesDoor,
    'sql-in-repositories': sqlInRepositories,
    'thin-routes': thinRoutes,
    'domain-without-http': domainWithoutHttp,
  },
};
