import { useSyncExternalStore } from 'react';
import { Button } from '@member/ui';
import { Modal } from '@member/ui/overlays';
import type { ShellNativePort } from './shell-native-port';
import { useOwnStrings } from '../i18n/use-own-strings';
import strings from './locales/en-US.json';
import content from '../modals/notice-content.module.css';
import styles from './native-notices.module.css';

/**
 * The shell's own notices inside the native shell (a chunk loaded only there): the in-app push prompt
 * (member-features §3 Device; a dialog, answered either way) and the over-the-air update notice (access
 * §1; non-blocking: the page stays usable, Restart applies the update, Later leaves it for the next launch).
 * The port comes as a prop: importing the shell's services here would cut them out of the first load's scope.
 */
export default function NativeNotices({ native }: { native: ShellNativePort }) {
  const notices = useSyncExternalStore(native.subscribe, native.getNotices);
  const { t } = useOwnStrings('native', strings);
  return (
    <>
      <Modal isOpen={notices.pushPrompt} onOpenChange={() => undefined} isDismissable={false} heading={t('native.pushPrompt.heading')} size="small">
        <p className={content.message}>{t('native.pushPrompt.body')}</p>
        <div className={content.actions}>
          <Button variant="primary" onPress={() => native.answerPushPrompt(true)}>
            {t('native.pushPrompt.allow')}
          </Button>
          <Button variant="secondary" onPress={() => native.answerPushPrompt(false)}>
            {t('native.pushPrompt.notNow')}
          </Button>
        </div>
      </Modal>
      {/* A polite region: announced when it appears, without taking focus from what the member is doing. */}
      <section aria-label={t('native.update.label')} aria-live="polite" className={notices.updateReady ? styles.update : undefined}>
        {notices.updateReady && (
          <>
            <div className={styles.updateText}>
              <h2 className={styles.updateHeading}>{t('native.update.ready')}</h2>
              <p>{t('native.update.body')}</p>
            </div>
            <div className={content.actions}>
              <Button variant="primary" onPress={native.restartForUpdate}>
                {t('native.update.restart')}
              </Button>
              <Button variant="secondary" onPress={native.dismissUpdate}>
                {t('native.update.later')}
              </Button>
            </div>
          </>
        )}
      </section>
    </>
  );
}
