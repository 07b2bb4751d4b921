const util = require('node:util');
require('@testing-library/jest-dom');

// react-router needs these under jsdom, which lacks them.
globalThis.TextEncoder = util.TextEncoder;
globalThis.TextDecoder = util.TextDecoder;
