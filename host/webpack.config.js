const path = require('node:path');
const { createFederatedConfig } = require('tooling');
const { remoteMapFromEnv } = require('tooling/remote-map.cjs');

module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'host',
  runtimePlugins: [
    path.resolve(__dirname, 'src/federation/retry-plugin.ts'),
    path.resolve(__dirname, 'src/federation/fallback-plugin.ts'),
    path.resolve(__dirname, 'src/federation/host-shares-first-plugin.ts'),
  ],
  devServer: {
    proxy: [
      {
        context: ['/api'],
        target: process.env.API_URL || `http://127.0.0.1:${process.env.API_PORT || 4000}`,
        ws: true,
      },
    ],
    setupMiddlewares(middlewares, server) {
      server.app.get('/remotes.json', (_req, res) => res.json(remoteMapFromEnv()));
      return middlewares;
    },
  },
});
