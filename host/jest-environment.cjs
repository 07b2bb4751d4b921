// jsdom lacks the Fetch API that react-router's data router builds requests with. Node's own
// Request, Response, Headers and fetch are given to the test window, with Node's AbortController
// (a Node Request refuses jsdom's AbortSignal).
const path = require('node:path');

const toolsJest = path.join(path.dirname(require.resolve('@adlens/tools/jest/setup')));
const { TestEnvironment } = require(
  require.resolve('jest-environment-jsdom', { paths: [toolsJest] }),
);

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

class HostTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) this.global[name] = globalThis[name];
    this.global.crypto.subtle ??= globalThis.crypto.subtle;
    // Scroll restoration calls scrollTo, which jsdom only reports as not implemented.
    this.global.scrollTo = () => {};
  }
}

module.exports = HostTestEnvironment;
