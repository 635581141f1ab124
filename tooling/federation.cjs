// One federation preset for the host and every remote: singletons, the swc rule, the dev server.
// A package's webpack.config.js calls createFederatedConfig with a few lines of its own; a remote
// describes itself (name, exposes) in the "module-federation" block of its package.json.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { hostShared, sharedSingletons, slimAliases } = require('./shared-singletons.cjs');

const swcRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
  },
};

/**
 * @param {object} opts
 * @param {string} opts.dir the package folder (__dirname of its webpack config)
 * @param {'host'|'remote'} opts.kind
 * @param {string[]} [opts.runtimePlugins] absolute paths of MF runtime plugins (host only)
 * @param {object} [opts.devServer] extra dev-server options (the host's /api proxy)
 */
function createFederatedConfig(opts) {
  const pkg = require(path.join(opts.dir, 'package.json'));
  const mf = pkg['module-federation'] || {};
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      entry: path.join(opts.dir, 'src/index.ts'),
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(opts.dir, 'dist'),
        publicPath: opts.kind === 'host' ? '/' : 'auto',
        filename: '[name].js', // entries keep their names (served no-cache); chunks are hashed
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
        uniqueName: mf.name,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js'],
        // shared-kernel/rules is also run by the API under Node's ESM rules: './pay.js' → pay.ts.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: slimAliases(opts.dir),
      },
      module: { rules: [swcRule] },
      performance: { hints: false },
      // Shared modules are async chunks; without a low minSize their small common dependencies
      // (emotion's serializer, MUI utils) are copied into each of them.
      optimization: { splitChunks: { chunks: 'async', minSize: 1000 } },
      plugins: [
        new ModuleFederationPlugin({
          name: mf.name,
          filename: 'remoteEntry.js',
          exposes: mf.exposes || {},
          remotes: {},
          shared:
            opts.kind === 'host' ? hostShared(pkg, opts.dir) : sharedSingletons(pkg, opts.dir),
          // The first copy registered (the host's) serves every container, so that a remote does
          // not replace a module the host provides with its own copy of the same version.
          shareStrategy: 'loaded-first',
          runtimePlugins: opts.runtimePlugins || [],
          // A smaller MF runtime in every container: browser only, no manifest snapshots (remotes
          // are plain remoteEntry.js URLs), and no remote-loading code in a remote (none of them
          // consumes another).
          experiments: {
            optimization: {
              target: 'web',
              disableSnapshot: true,
              ...(opts.kind === 'remote' ? { disableRemote: true } : {}),
            },
          },
          dts: false,
          manifest: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: mf.title || 'HospoHire',
          chunks: ['main'],
        }),
      ],
      devServer: {
        port: Number(process.env[mf.portEnv]) || mf.port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...opts.devServer,
      },
    };
  };
}

module.exports = { createFederatedConfig, swcRule };
