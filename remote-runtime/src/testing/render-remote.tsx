import type { ComponentType } from 'react';
import type { QueryModalName } from '@member/shared-contracts';
import { render } from '@testing-library/react';
import { createRemoteRoot } from '../remote-root';
import { createTestMountProps, type TestMountOptions } from './create-test-mount-props';

/**
 * Renders a remote's App exactly as its lifecycles would, with test mount props (`modals` and a `modal`
 * override render one of the remote's modals, as the shell's modal slot mounts it).
 */
export async function renderRemote(App: ComponentType, options: TestMountOptions & { modals?: Partial<Record<QueryModalName, ComponentType>> }) {
  const { props, navigations } = await createTestMountProps(options);
  const Root = createRemoteRoot(App, options.modals);
  const view = render(<Root {...props} />);
  return { ...view, props, navigations, rerenderAt: (path: string) => {
    const [pathname, search = ''] = path.split('?');
    const next = { ...props, location: { ...props.location, pathname: pathname ?? '/', search: search ? `?${search}` : '' } };
    view.rerender(<Root {...next} />);
  } };
}
