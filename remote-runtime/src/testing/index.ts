export { renderRemote } from './render-remote';
export { createTestMountProps,  } from './create-test-mount-props';
