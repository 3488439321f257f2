import i18next from 'i18next';
import { withLazyLocales } from '@member/i18n';
import { MOUNT_CONTRACT_VERSION, type RemoteMountProps } from '@member/shared-contracts/mount';
import { ContractMismatchError, defineRemote } from './define-remote';
import { createTestMountProps } from './testing';

const translations = { 'en-US': { heading: 'Claims' }, 'es-US': { heading: 'Reclamos' } };
const App = () => null;

type Lifecycle = (props: RemoteMountProps) => Promise<unknown>;
const steps = (lifecycle: unknown) => lifecycle as Lifecycle[];

describe('defineRemote', () => {
  it('declares the contract version the remote was built against', () => {
    expect(defineRemote({ name: 'mfe_claims', App, translations }).contractVersion).toBe(MOUNT_CONTRACT_VERSION);
  });

  it('refuses to bootstrap or mount under a host that speaks another major version', async () => {
    const remote = defineRemote({ name: 'mfe_claims', App, translations });
    const { props } = await createTestMountProps({ remoteName: 'mfe_claims', translations });
    const olderHost = { ...props, contractVersion: '0.9.0' };
    const [checkOnBootstrap] = steps(remote.bootstrap);
    const [checkOnMount] = steps(remote.mount);
    await expect(checkOnBootstrap!(olderHost)).rejects.toBeInstanceOf(ContractMismatchError);
    await expect(checkOnMount!(olderHost)).rejects.toThrow(/mount contract 1\.\d+\.\d+; the host speaks 0\.9\.0/);
  });

  it('accepts a host of the same major version and loads its strings into the host’s i18next', async () => {
    const remote = defineRemote({ name: 'mfe_claims', App, translations });
    const { props } = await createTestMountProps({ remoteName: 'mfe_claims', translations: { 'en-US': {}, 'es-US': {} } });
    const [checkContract, loadTranslations] = steps(remote.bootstrap);
    await expect(checkContract!({ ...props, contractVersion: '1.99.0' })).resolves.toBeUndefined();
    await loadTranslations!(props);
    expect(props.i18n.getResource('es-US', 'mfe_claims', 'heading')).toBe('Reclamos');
  });

  describe('a locale whose strings load lazily', () => {
    const lazyHost = async (lng: string) => {
      const i18n = withLazyLocales(i18next.createInstance());
      await i18n.init({ lng, fallbackLng: 'en-US', supportedLngs: ['en-US', 'es-US'], ns: [], resources: { 'en-US': {} }, partialBundledLanguages: true });
      return i18n;
    };

    it('an English host never runs the Spanish loader, and gets Spanish on a later switch', async () => {
      const loadSpanish = jest.fn().mockResolvedValue({ heading: 'Reclamos' });
      const remote = defineRemote({ name: 'mfe_claims', App, translations: { 'en-US': { heading: 'Claims' }, 'es-US': loadSpanish } });
      const { props } = await createTestMountProps({ remoteName: 'mfe_claims', translations });
      const i18n = await lazyHost('en-US');
      await steps(remote.bootstrap)[1]!({ ...props, i18n });
      expect(loadSpanish).not.toHaveBeenCalled();
      expect(i18n.t('mfe_claims:heading')).toBe('Claims');
      await i18n.changeLanguage('es-US');
      expect(loadSpanish).toHaveBeenCalledWith(i18n);
      expect(i18n.t('mfe_claims:heading')).toBe('Reclamos');
    });

    it('a Spanish host has the Spanish strings before the remote first mounts', async () => {
      const remote = defineRemote({ name: 'mfe_claims', App, translations: { 'en-US': { heading: 'Claims' }, 'es-US': async () => ({ heading: 'Reclamos' }) } });
      const { props } = await createTestMountProps({ remoteName: 'mfe_claims', translations });
      const i18n = await lazyHost('es-US');
      await steps(remote.bootstrap)[1]!({ ...props, i18n });
      expect(i18n.t('mfe_claims:heading')).toBe('Reclamos');
    });
  });
});
