// A remote's production and server builds read the shell's page table rather than carrying their own
// (shared/src/routing/page-table-lending.ts): every import of shared/src/routing/pages.ts, however it
// is written, resolves to lent-pages.ts instead.
const path = require('node:path');

const ROUTING = path.join(__dirname, '..', 'src', 'routing');
const OWN_TABLE = path.join(ROUTING, 'pages.ts');
const LENT_TABLE = path.join(ROUTING, 'lent-pages.ts');
const PLUGIN = 'LentPageTablePlugin';

class LentPageTablePlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap(PLUGIN, (factory) => {
      factory.hooks.afterResolve.tap(PLUGIN, ({ createData }) => {
        if (createData.resource !== OWN_TABLE) return;
        createData.resource = LENT_TABLE;
        createData.userRequest = LENT_TABLE;
        createData.request = createData.request.replace(OWN_TABLE, LENT_TABLE);
      });
    });
  }
}

module.exports = { LentPageTablePlugin };
