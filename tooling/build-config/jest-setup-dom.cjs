// Testing Library matchers, the TextEncoder/TextDecoder react-router 7 needs under jsdom, and Blob.arrayBuffer.
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// jsdom's Blob lacks arrayBuffer() (every browser the app supports has it): the attachment pickers read a
// file's first bytes with it. Read through jsdom's own FileReader, so a test File gives its real bytes.
if (typeof Blob !== 'undefined' && typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer() {
    return new Promise((resolve, reject) => {
      const reader = new globalThis.FileReader();
      reader.onload = () => resolve(reader.result);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}
