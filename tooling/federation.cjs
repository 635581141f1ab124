// One federation preset for the host and every remote: singletons, the swc rule, the dev server.
// A package's webpack.config.js calls createFederatedConfig with a few lines of its own; a remote
// describes itself (name, exposes) in the "module-federation" block of its package.json.
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
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

/** React and its scheduler: every page needs them, so they come as one file. */
const REACT = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;
/**
 * What every page needs of MUI: styles, theme, emotion, transitions, the base components most
 * others build on (ButtonBase, SvgIcon, Paper, Typography, Box), the shell's own (AppBar, Toolbar,
 * Button, IconButton, Link, CircularProgress, CssBaseline) and the layout and loading pieces
 * nearly every screen uses (Stack, Container, Card, CardContent, Skeleton). One file, fetched
 * once, instead of tens of 1-5 KB ones.
 */
const MUI_CORE = new RegExp(
  [
    '[\\\\/]node_modules[\\\\/](?:',
    [
      // @mui/system but its Grid (only the screens with a Grid need it)
      '@mui[\\\\/]system[\\\\/]esm[\\\\/](?!Grid|cssGrid)[^\\\\/]+',
      '@mui[\\\\/](?:utils|styled-engine|private-theming|core-downloads-tracker)',
      '@mui[\\\\/]material[\\\\/]esm[\\\\/](?:styles|utils|zero-styled|colors|transitions|' +
        'DefaultPropsProvider|GlobalStyles|CssBaseline|ButtonBase|SvgIcon|Paper|Typography|Box|' +
        'useLazyRipple|className|AppBar|Toolbar|Button|IconButton|Link|CircularProgress|Stack|' +
        'Container|Card|CardContent|Skeleton)',
      '@emotion',
      'stylis',
      'react-transition-group',
      '@babel[\\\\/]runtime',
      'hoist-non-react-statics',
      'clsx',
      'prop-types',
      'react-is',
    ].join('|'),
    ')(?:[\\\\/]|$)',
  ].join(''),
);

/**
 * Fewer, larger chunks for the first page. Shared modules are async chunks (one per shared
 * module, as module federation loads them); what they have in common goes into the two groups
 * above rather than being copied into each or split into many tiny files. A package's own code
 * that several screens use is copied into each screen's chunk unless it is large (20 KB), so a
 * screen is one or two files rather than ten.
 */
function splitChunks() {
  return {
    chunks: 'async',
    minSize: 20000,
    cacheGroups: {
      react: { test: REACT, name: 'react', chunks: 'async', enforce: true, priority: 40 },
      muiCore: { test: MUI_CORE, name: 'mui-core', chunks: 'async', enforce: true, priority: 30 },
      defaultVendors: {
        test: /[\\/]node_modules[\\/]/,
        priority: -10,
        reuseExistingChunk: true,
        minSize: 1000,
      },
      default: { minChunks: 2, priority: -20, reuseExistingChunk: true },
    },
  };
}

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
      optimization: { splitChunks: splitChunks() },
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
        ...(production && opts.kind === 'host'
          ? [new PreloadChunksPlugin(['bootstrap', 'react', 'mui-core'])]
          : []),
        ...(production ? precompressPlugins() : []),
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

/**
 * What the browser fetches, precompressed next to each file at build time (`x.js.br`,
 * `x.js.gz`): the static server of `pnpm start` and nginx send the variant the request accepts.
 * Kept only when smaller than the file itself; the file is served as it is otherwise.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/;

function precompressPlugins() {
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 0,
      minRatio: 1,
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 0,
      minRatio: 1,
    }),
  ];
}

/**
 * `<link rel="preload" as="script">` in index.html for the named async chunks every page of the
 * host needs at start (its bootstrap, React, MUI's core): the browser fetches them beside
 * main.js instead of after it has run.
 */
class PreloadChunksPlugin {
  constructor(names) {
    this.names = names;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadChunksPlugin',
        (data) => {
          const publicPath = compilation.outputOptions.publicPath;
          const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '';
          for (const name of this.names) {
            const chunk = compilation.namedChunks.get(name);
            for (const file of chunk ? chunk.files : []) {
              if (!file.endsWith('.js')) continue;
              data.headTags.push(
                HtmlWebpackPlugin.createHtmlTagObject('link', {
                  rel: 'preload',
                  as: 'script',
                  href: `${base}${file}`,
                }),
              );
            }
          }
          return data;
        },
      );
    });
  }
}

module.exports = { createFederatedConfig, swcRule, COMPRESSIBLE };
