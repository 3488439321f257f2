export { renderRemote } from './render-remote';
export { createTestMountProps, type TestMountOptions } from './create-test-mount-props';
