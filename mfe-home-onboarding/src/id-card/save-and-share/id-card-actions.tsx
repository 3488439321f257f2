import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { addPartStrings, useRemoteProps } from '@member/remote-runtime';
import { Banner, Button } from '@member/ui';
import type { IdCard } from '@member/shared-contracts/id-card';
import { useFormatters } from '../../common/use-formatters';
import type { FileIntent } from './choose-file-route';
import { deliverFile } from './deliver-file';
import { ID_CARDS_PDF_LABELS, type IdCardsPdfText } from './id-cards-pdf-text';
import { makeIdCardsPdf } from './make-id-cards-pdf';
import enUS from './locales/en-US.json';
import esUS from './locales/es-US.json';
import styles from './id-card-actions.module.css';

export interface IdCardActionsProps {
  cards: readonly IdCard[];
}

/**
 * "Save as PDF" and "Share" for the member's ID cards: a PDF of both sides of every card shown, made in the
 * browser when pressed, then downloaded, shared (Web Share API) or handed to the native share sheet.
 * While it is made the pressed button is busy (and keeps focus); a failure says so and leaves the cards.
 */
export function IdCardActions({ cards }: IdCardActionsProps) {
  const { i18n, native, logger } = useRemoteProps();
  addPartStrings(i18n, 'mfe_home_onboarding:idCardActions', 'mfe_home_onboarding', { 'en-US': enUS, 'es-US': esUS });
  const { t } = useTranslation('mfe_home_onboarding');
  const { date } = useFormatters();
  const [busy, setBusy] = useState<FileIntent | null>(null);
  const [failed, setFailed] = useState(false);

  const pdfText = (): IdCardsPdfText => ({
    ...(Object.fromEntries(ID_CARDS_PDF_LABELS.map((label) => [label, t(`idCardActions.pdf.${label}`)])) as Record<(typeof ID_CARDS_PDF_LABELS)[number], string>),
    formatDate: date,
    formatCoverageTier: (tier) => t(`coverageTier.${tier}`, { defaultValue: tier }),
  });

  async function make(intent: FileIntent): Promise<void> {
    setBusy(intent);
    setFailed(false);
    try {
      const file = await makeIdCardsPdf(cards, pdfText());
      await deliverFile(intent, file, { native, navigator });
    } catch (error) {
      // The error's name only: its message could quote a card.
      logger.warn('id cards pdf failed', { intent, error: error instanceof Error ? error.name : 'unknown' });
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div>
      <div role="group" aria-label={t('idCardActions.label')} className={styles.actions}>
        {(['save', 'share'] as const).map((intent) => (
          <Button
            key={intent}
            variant="secondary"
            isPending={busy === intent}
            isDisabled={busy !== null && busy !== intent}
            pendingLabel={t('idCardActions.preparing')}
            onPress={() => void make(intent)}
          >
            {t(`idCardActions.${intent}`)}
          </Button>
        ))}
      </div>
      {failed && <Banner tone="error" body={t('idCardActions.failed')} />}
    </div>
  );
}
