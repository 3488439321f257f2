// Testing Library matchers, and the TextEncoder/TextDecoder react-router 7 needs under jsdom.
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
