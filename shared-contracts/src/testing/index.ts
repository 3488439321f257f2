/**
 * Test fixtures of the domain core (an account, a server accumulation) for the tests of every part; app code
 * never imports them.
 */
export { makeAccount } from './account-fixture';
export { serverAccumulation } from './accumulation-fixture';
export { pdfText } from './pdf-text';
