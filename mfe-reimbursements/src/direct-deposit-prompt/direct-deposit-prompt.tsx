import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@member/i18n';
import { useNavigate } from '@member/router';
import { useRemoteProps } from '@member/remote-runtime';
import { Banner, Button } from '@member/ui';
import { Modal } from '@member/ui/overlays';
import { currentBankAccount, shownBankAccountStatus } from '@member/shared-contracts/reimbursements';
import { useBankAccountLinks } from '../common/reimbursements.resource';
import { useReimbursementStore } from '../common/reimbursement.store';
import { useBankLinkFlow } from '../common/bank-link/use-bank-link-flow';
import styles from '../common/reimbursements.module.css';

/**
 * The direct-deposit prompt (features §2): a tapped check-mailed notification opens any
 * page with `?modal=setupDirectDepositPrompt&redirectUrl=/claims`; the shell mounts this remote over that
 * page with the mount prop `modal`, whose `continueTo` is the accepted redirect (or the page itself).
 * "Set up direct deposit" runs the bank link right here (success → the success page, which continues to
 * `continueTo`); "Not now", the close button and Escape continue to `continueTo` at once. A member whose
 * link is verified or waiting for its deposits has nothing to set up: straight on to `continueTo`.
 */
export function DirectDepositPrompt() {
  const { t } = useTranslation('mfe_reimbursements');
  const { modal } = useRemoteProps();
  const navigate = useNavigate();
  const continueTo = modal?.continueTo ?? '/home';
  const links = useBankAccountLinks();
  const isPlaidTokenLoading = useReimbursementStore((state) => state.isPlaidTokenLoading);
  const flow = useBankLinkFlow(null, continueTo);
  const bodyId = useId();
  // Once the member starts a link, the link it makes must not read as "nothing to set up".
  const [started, setStarted] = useState(false);

  const link = currentBankAccount(links.data);
  const status = shownBankAccountStatus(link);
  const nothingToSetUp = !started && (status === 'VERIFIED' || status === 'PENDING_VERIFICATION');
  const needsFix = status === 'ERROR_REQUIRES_UPDATE';
  const proceed = () => navigate(continueTo, { replace: true });

  useEffect(() => {
    if (nothingToSetUp) navigate(continueTo, { replace: true });
  }, [nothingToSetUp, continueTo, navigate]);

  // Until the member's link is known (a failed read still offers the choice), and while Link is open.
  if (links.isPending || nothingToSetUp) return null;
  const linkOpen = flow.link !== null;

  return (
    <>
      <Modal
        isOpen={!linkOpen}
        onOpenChange={(isOpen) => !isOpen && proceed()}
        heading={t('prompt.heading')}
        closeLabel={t('prompt.close')}
        describedBy={bodyId}
        size="small"
      >
        <div className={styles.stack}>
          {flow.outcome === 'exited' && <Banner tone="info" heading={t('link.exited')} />}
          {flow.outcome === 'error' && <Banner tone="error" heading={t('link.failed')} />}
          <p id={bodyId}>{t(needsFix ? 'prompt.fixBody' : 'prompt.body')}</p>
          <div className={styles.actions}>
            <Button
              isPending={isPlaidTokenLoading}
              onPress={() => {
                setStarted(true);
                void flow.start(needsFix && link ? 'update' : 'create', link?.id);
              }}
            >
              {t(needsFix ? 'prompt.fix' : 'prompt.setUp')}
            </Button>
            <Button variant="secondary" onPress={proceed}>
              {t('prompt.notNow')}
            </Button>
          </div>
        </div>
      </Modal>
      {flow.link}
    </>
  );
}
