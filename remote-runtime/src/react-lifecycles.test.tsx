import { act } from '@testing-library/react';
import type { LifecycleProps, RemoteMountProps } from '@member/shared-contracts/mount';
import { reactLifecycles } from './react-lifecycles';

const Greeting = (props: RemoteMountProps) => <p>{props.remoteName}</p>;
const propsFor = (domElement: HTMLElement, remoteName = 'mfe_claims') =>
  ({ remoteName, name: 'mfe_claims', domElement }) as unknown as LifecycleProps;

describe('reactLifecycles', () => {
  it('mounts into the element it is given, renders new props on update and leaves the element empty on unmount', async () => {
    const lifecycles = reactLifecycles(Greeting);
    const domElement = document.createElement('div');
    await act(() => lifecycles.mount(propsFor(domElement)));
    expect(domElement.textContent).toBe('mfe_claims');
    await act(() => lifecycles.update(propsFor(domElement, 'mfe_messages')));
    expect(domElement.textContent).toBe('mfe_messages');
    await act(() => lifecycles.unmount(propsFor(domElement)));
    expect(domElement.childNodes).toHaveLength(0);
  });

  it('keeps one root per element: unmounting one parcel leaves another of the same name mounted', async () => {
    const lifecycles = reactLifecycles(Greeting);
    const first = document.createElement('div');
    const second = document.createElement('div');
    await act(() => lifecycles.mount(propsFor(first)));
    await act(() => lifecycles.mount(propsFor(second)));
    await act(() => lifecycles.unmount(propsFor(first)));
    expect(first.textContent).toBe('');
    expect(second.textContent).toBe('mfe_claims');
  });
});
