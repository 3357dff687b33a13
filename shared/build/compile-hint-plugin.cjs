// Opens every script the browser fetches (not main.js, which the pre-rendered pages write inline)
// with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`: Chromium (136 and later) then
// compiles the file's functions on the thread that streams the script in, instead of compiling each
// one on the main thread the first time it is called. Measured on the shop (docs/performance.md):
// the evaluation of the singletons chunk went from 34–46 ms to 28–39 ms and the page's chunk from
// 10–17 ms to 5–15 ms. Other browsers read a comment.
//
// Added after minification (which drops comments) and before the content hashes are computed, so a
// file's name still changes with its content.
const { BannerPlugin, Compilation } = require('webpack');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const compileHintPlugin = () =>
  new BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    test: /^(?!main\.js$).*\.js$/,
  });

module.exports = { COMPILE_HINT, compileHintPlugin };
