import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { withHostQueries } from '../with-host-queries';
import { createRemoteRoot } from '../remote-root';
import { createTestMountProps, type TestMountOptions } from './create-test-mount-props';

/** Renders a remote's App as its lifecycles would, under the test props' QueryClient, with test mount props. */
export async function renderRemote(App: ComponentType, options: TestMountOptions) {
  const { props, navigations } = await createTestMountProps(options);
  const Root = createRemoteRoot(withHostQueries(App));
  const view = render(<Root {...props} />);
  return { ...view, props, navigations, rerenderAt: (path: string) => {
    const [pathname, search = ''] = path.split('?');
    const next = { ...props, location: { ...props.location, pathname: pathname ?? '/', search: search ? `?${search}` : '' } };
    view.rerender(<Root {...next} />);
  } };
}
