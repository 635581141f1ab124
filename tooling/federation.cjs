// One federation preset for the host and every remote: singletons, the swc rule, the dev server.
// A package's webpack.config.js calls createFederatedConfig with a few lines of its own; a remote
// describes itself (name, exposes) in the "module-federation" block of its package.json.
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ConsumeSharedPlugin, ProvideSharedPlugin } = require('@module-federation/enhanced');
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

/** React, its scheduler and zustand (1 KB, the shell's stores): every page needs them. */
const REACT = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|zustand)[\\/]/;
/** TanStack Query, all of it the front-ends use: the landing page already needs most of it. */
const QUERY = /[\\/]node_modules[\\/]@tanstack[\\/](?:query-core|react-query)[\\/]/;
/** The rest of MUI (see splitChunks). */
const MUI_MORE = /[\\/]node_modules[\\/]@mui[\\/](?:material|system)[\\/]/;
/**
 * What every page needs of MUI: styles, theme, emotion, transitions, the base components most
 * others build on (ButtonBase, SvgIcon, Paper, Typography, Box), the shell's own (AppBar, Toolbar,
 * Button, IconButton, Link, CircularProgress, CssBaseline), the layout and loading pieces
 * nearly every screen uses (Stack, Container, Card, CardContent, Skeleton), and the input and
 * avatar pieces the landing page's search and company list use (InputBase and its
 * TextareaAutosize, OutlinedInput, FormControl, FormLabel, InputLabel, InputAdornment, Avatar).
 * One file, fetched once, instead of tens of 1-5 KB ones. It must hold everything its own
 * modules import, or the first page would also fetch `mui-more`.
 */
const MUI_CORE = new RegExp(
  [
    '[\\\\/]node_modules[\\\\/](?:',
    [
      // @mui/system but its Grid (only the screens with a Grid need it)
      '@mui[\\\\/]system[\\\\/]esm[\\\\/](?!Grid)[^\\\\/]+',
      '@mui[\\\\/](?:utils|styled-engine|private-theming|core-downloads-tracker)',
      '@mui[\\\\/]material[\\\\/]esm[\\\\/](?:styles|utils|zero-styled|colors|transitions|' +
        'DefaultPropsProvider|GlobalStyles|CssBaseline|ButtonBase|SvgIcon|Paper|Typography|Box|' +
        'useLazyRipple|className|AppBar|Toolbar|Button|IconButton|Link|CircularProgress|Stack|' +
        'Container|Card|CardContent|Skeleton|InitColorSchemeScript|ButtonGroup|InputBase|' +
        'TextareaAutosize|OutlinedInput|FormControl|FormLabel|InputLabel|InputAdornment|Avatar|' +
        'internal[\\\\/]svg-icons[\\\\/]Person\\.js)',
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
function splitChunks(kind) {
  return {
    chunks: 'async',
    minSize: 20000,
    cacheGroups: {
      react: { test: REACT, name: 'react', chunks: 'async', enforce: true, priority: 40 },
      muiCore: { test: MUI_CORE, name: 'mui-core', chunks: 'async', enforce: true, priority: 30 },
      query: { test: QUERY, name: 'query', chunks: 'async', enforce: true, priority: 30 },
      // The host provides every other MUI component the workspace uses; a signed-in screen uses
      // tens of them (menus, lists, chips, dialogs, tabs, selects…). As one chunk they cost one
      // request instead of 30-40 small ones, one after another on a phone's few connections.
      // The landing page needs none of them. (A remote's own MUI copies are fallbacks it seldom
      // loads: they stay one chunk per component.)
      ...(kind === 'host'
        ? {
            muiMore: {
              test: MUI_MORE,
              name: 'mui-more',
              chunks: 'async',
              enforce: true,
              priority: 20,
            },
          }
        : {}),
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
      optimization: { splitChunks: splitChunks(opts.kind) },
      plugins: [
        new ModuleFederationPlugin({
          name: mf.name,
          filename: 'remoteEntry.js',
          exposes: mf.exposes || {},
          remotes: {},
          // The host provides but does not consume (hostSharingPlugins below); a remote does both.
          shared: opts.kind === 'host' ? undefined : sharedSingletons(pkg, opts.dir),
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
        ...(opts.kind === 'host' ? hostSharingPlugins(pkg, opts.dir) : []),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: mf.title || 'HospoHire',
          chunks: ['main'],
        }),
        ...(production && opts.kind === 'host'
          ? [new PreloadChunksPlugin('bootstrap', ['/remotes.json'])]
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
 * The host provides every singleton to the page and consumes none: it is the first container on
 * the page and its copy always wins (its runtime plugin host-shares-first marks them so), so
 * asking the share table for its own modules would only cost time. Its imports of react, MUI,
 * shared-kernel… are plain imports, bundled into its chunks and tree-shaken, instead of one
 * negotiated async chunk each: the landing page had some 30 such requests and, on a 4x slowed
 * phone, a few hundred ms of share-table work before the first render. The provided module and
 * the host's own import are the same webpack module, so a remote that consumes one gets the very
 * instance the host uses. (A consume plugin with no consumes keeps the sharing runtime, which
 * hands the share table to each remote's init.)
 */
function hostSharingPlugins(pkg, dir) {
  const provides = Object.entries(hostShared(pkg, dir)).map(([key, config]) => ({
    [config.import || key]: {
      shareKey: key,
      version: config.version,
      requiredVersion: config.requiredVersion,
      singleton: config.singleton,
      request: config.import || key,
    },
  }));
  return [
    new ConsumeSharedPlugin({ shareScope: 'default', consumes: [] }),
    new ProvideSharedPlugin({ shareScope: 'default', provides }),
  ];
}

/**
 * What the browser fetches, precompressed next to each file at build time (`x.js.br`,
 * `x.js.gz`): the composer (tooling/composer/static-files.mjs) sends the variant the request accepts.
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
 * `<link rel="preload" as="script">` in index.html for every chunk the host's bootstrap needs (its
 * own, React, MUI's core, Query, the router, shared-kernel…), and `as="fetch"` for the JSON it
 * asks for at once (the remote map): the browser fetches them beside main.js instead of after it
 * has run. (`crossorigin` makes the preload match the page's own fetch(), a CORS request.) The
 * scripts are preloaded at low priority: the first paint needs none of them (the page's first
 * screen is HTML; a deep link's frame script goes before them), so on a slow link they no longer
 * share its bandwidth with what paints first. The entry script (`defer`) is low already.
 */
class PreloadChunksPlugin {
  constructor(chunkGroup, fetches = []) {
    this.chunkGroup = chunkGroup;
    this.fetches = fetches;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadChunksPlugin',
        (data) => {
          const publicPath = compilation.outputOptions.publicPath;
          const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '';
          const group = compilation.namedChunkGroups.get(this.chunkGroup);
          for (const chunk of group ? group.chunks : []) {
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              data.headTags.push(
                HtmlWebpackPlugin.createHtmlTagObject('link', {
                  rel: 'preload',
                  as: 'script',
                  href: `${base}${file}`,
                  fetchpriority: 'low',
                }),
              );
            }
          }
          for (const href of this.fetches) {
            data.headTags.push(
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'fetch',
                href,
                crossorigin: 'anonymous',
              }),
            );
          }
          return data;
        },
      );
    });
  }
}

module.exports = { createFederatedConfig, swcRule, COMPRESSIBLE };
