const { createFederatedConfig } = require('tooling');

module.exports = createFederatedConfig({ dir: __dirname, kind: 'remote' });
