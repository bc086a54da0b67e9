// V8 (Chrome 136 and later) compiles every function of a script whose first line is this comment while the script
// is still downloading, on a background thread. Without it each function is compiled on the main thread the first
// time it runs: on a phone's first load, a quarter of the main thread's work before the page is quiet. A browser
// that does not know the comment reads a comment.
const webpack = require('webpack');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the compile hint at the top of every script of a browser build. A file is asked for only when its code is
 * about to run (a page's own chunks at the load, another remote's at the shopper's intent), so its functions are
 * compiled ahead in every file. Added after minification, so the minifier keeps it, and before the source maps are
 * written, so they account for the line it adds.
 */
class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js')) continue;
            compilation.updateAsset(name, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
