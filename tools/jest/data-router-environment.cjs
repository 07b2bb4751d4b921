// jsdom with the Fetch API that react-router's data routers build requests with (jsdom lacks it):
// Node's own Request, Response, Headers and fetch, with Node's AbortController (a Node Request
// refuses jsdom's AbortSignal); jsdom keeps its FormData, which its forms build, and gets Node's
// SubtleCrypto where it has none. For tests that render pages as data routes with their loaders.
const path = require('node:path');

const { TestEnvironment } = require(
  require.resolve('jest-environment-jsdom', { paths: [path.dirname(__filename)] }),
);

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

class DataRouterEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) this.global[name] = globalThis[name];
    this.global.crypto.subtle ??= globalThis.crypto.subtle;
    // Scroll restoration calls scrollTo, which jsdom only reports as not implemented.
    this.global.scrollTo = () => {};
  }
}

module.exports = DataRouterEnvironment;
