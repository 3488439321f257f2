import type { LifecycleProps, RemoteLifecyclesModule, RemoteMountProps } from '@member/shared-contracts/mount';
import { mountParcel } from './mount-parcel';

const props = (remoteName: string) => ({ remoteName }) as unknown as RemoteMountProps;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lifecycles that record each call the way single-spa-react reads them: the parcel name and element. */
function recordingModule(overrides: Partial<RemoteLifecyclesModule> = {}) {
  const calls: string[] = [];
  const record = (what: string) => async (p: LifecycleProps) => {
    calls.push(`${what} ${p.remoteName} ${p.name} ${p.domElement.id}`);
  };
  const module: RemoteLifecyclesModule = {
    contractVersion: '1.5.0',
    bootstrap: [record('check'), record('bootstrap')],
    mount: record('mount'),
    update: record('update'),
    unmount: record('unmount'),
    ...overrides,
  };
  return { module, calls };
}

const element = () => Object.assign(document.createElement('div'), { id: 'area' });

describe('mountParcel', () => {
  it('runs bootstrap (each step in order) then mount, with the parcel name and element beside the mount props', async () => {
    const { module, calls } = recordingModule();
    mountParcel(module, { name: 'mfe_claims', domElement: element() }, props('mfe_claims'), jest.fn());
    await settle();
    expect(calls).toEqual(['check mfe_claims mfe_claims area', 'bootstrap mfe_claims mfe_claims area', 'mount mfe_claims mfe_claims area']);
  });

  it('updates only with props it has not got, and unmounts after the mount finished, with the last props', async () => {
    const { module, calls } = recordingModule();
    const initial = props('first');
    const parcel = mountParcel(module, { name: 'p', domElement: element() }, initial, jest.fn());
    parcel.update(initial);
    parcel.update(props('second'));
    await parcel.unmount();
    expect(calls.slice(2)).toEqual(['mount first p area', 'update second p area', 'unmount second p area']);
  });

  it('reports a failing lifecycle once and runs nothing on that parcel after it', async () => {
    const failure = new Error('mount failed');
    const { module, calls } = recordingModule({ mount: async () => Promise.reject(failure) });
    const onError = jest.fn();
    const parcel = mountParcel(module, { name: 'p', domElement: element() }, props('first'), onError);
    parcel.update(props('second'));
    await parcel.unmount();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(calls).toEqual(['check first p area', 'bootstrap first p area']);
  });
});
