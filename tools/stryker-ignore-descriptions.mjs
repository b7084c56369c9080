import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/**
 * Stryker ignorer (stryker.config.mjs): a state's `description` in a chart is documentation, drawn in
 * docs/flows and on /__flows (whose freshness `npm run flows -- --check` guards); no behaviour depends on it,
 * so a mutant of it cannot be killed by a behaviour test and would only lower the score.
 */
export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'chart-descriptions', {
    shouldIgnore(path) {
      const parent = path.parentPath;
      if (
        parent?.isObjectProperty() &&
        path.key === 'value' &&
        !parent.node.computed &&
        ((parent.node.key.type === 'Identifier' && parent.node.key.name === 'description') ||
          (parent.node.key.type === 'StringLiteral' && parent.node.key.value === 'description'))
      ) {
        return "a chart state's description is documentation (docs/flows), not behaviour";
      }
      return undefined;
    },
  }),
];
