import path from 'node:path';

/**
 * Local ESLint rules for the import boundaries of docs/architecture.md:
 * web features never import each other, and member code never imports admin code.
 */
const FEATURE_DIR = /apps\/web\/src\/features\/([^/]+)\//;
const ADMIN_PART = /\/(admin|features\/admin[^/]*)\//;

function resolveImport(filename, source) {
  if (!source.startsWith('.')) return null;
  return path.resolve(path.dirname(filename), source).split(path.sep).join('/') + '/';
}

function isAdminFile(filename) {
  return /apps\/web\/src\/(admin|routes\/admin|features\/admin[^/]*)\//.test(filename);
}

const featureIsolation = {
  meta: {
    type: 'problem',
    messages: {
      cross:
        'Feature "{{from}}" must not import feature "{{to}}"; lift shared code into src/lib or src/components.',
    },
  },
  create(context) {
    const filename = context.filename.split(path.sep).join('/');
    const own = FEATURE_DIR.exec(filename)?.[1];
    if (!own) return {};
    return {
      ImportDeclaration(node) {
        const target = resolveImport(filename, node.source.value);
        const other = target && FEATURE_DIR.exec(target)?.[1];
        if (other && other !== own)
          context.report({ node, messageId: 'cross', data: { from: own, to: other } });
      },
    };
  },
};

const memberNotAdmin = {
  meta: { type: 'problem', messages: { admin: 'Member code must not import admin code ({{source}}).' } },
  create(context) {
    const filename = context.filename.split(path.sep).join('/');
    if (!filename.includes('apps/web/src/') || isAdminFile(filename)) return {};
    return {
      ImportDeclaration(node) {
        const target = resolveImport(filename, node.source.value);
        if (target && ADMIN_PART.test(target.replace(/^.*apps\/web\/src/, ''))) {
          context.report({ node, messageId: 'admin', data: { source: node.source.value } });
        }
      },
    };
  },
};

export const boundariesPlugin = {
  rules: { 'feature-isolation': featureIsolation, 'member-not-admin': memberNotAdmin },
};
