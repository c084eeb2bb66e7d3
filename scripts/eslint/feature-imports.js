// ESLint rule: a feature imports another feature only where the allow-list says so (eslint.config.js
// `featureImports`, docs/architecture.md "Layers"): each entry names the importing file and the feature
// whose entry file it may import. Deep imports into another feature are import-x/no-restricted-paths'
// job; this rule judges the imports that go through an entry file, so the web of features stays the few
// edges the list shows.
import { dirname, relative, resolve } from 'node:path';

const FEATURE_PATH = /^src\/features\/([^/]+)(?:\/(.*))?$/;

function featureOf(path) {
  const match = FEATURE_PATH.exec(path);
  return match ? { name: match[1], rest: match[2] ?? '' } : null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Allow a feature to import another only where eslint.config.js lists it.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          allowed: {
            type: 'array',
            items: {
              type: 'object',
              properties: { file: { type: 'string' }, feature: { type: 'string' } },
              required: ['file', 'feature'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'allowed'],
        additionalProperties: false,
      },
    ],
    messages: {
      unlisted:
        "{{file}} may not import the '{{feature}}' feature: features import each other only where eslint.config.js lists it (featureImports); move what both use below the features, or let src/app/ compose them.",
    },
  },
  create(context) {
    const { root, allowed } = context.options[0];
    const file = relative(root, context.filename).split('\\').join('/');
    const own = featureOf(file);
    if (!own) return {};
    const permitted = new Set(allowed.filter((entry) => entry.file === file).map((entry) => entry.feature));

    function check(node, source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = relative(root, resolve(dirname(context.filename), source.value))
        .split('\\')
        .join('/');
      const feature = featureOf(target);
      if (!feature || feature.name === own.name) return;
      // A deep import is reported by import-x/no-restricted-paths ("through its entry file").
      if (!/^(index(\.tsx?)?)?$/.test(feature.rest)) return;
      if (permitted.has(feature.name)) return;
      context.report({ node, messageId: 'unlisted', data: { file, feature: feature.name } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
