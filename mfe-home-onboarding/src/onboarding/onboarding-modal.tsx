import { useCallback, useEffect, useState } from 'react';
import { ScaledImage } from '@member/ui/scaled-image';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@member/i18n';
import { Button } from '@member/ui';
import { Modal } from '@member/ui/overlays';
import { useRemoteProps } from '@member/remote-runtime';
import { ONBOARDING_FLOW_KEY, onboardingClosedPatch, onboardingContentVariants, onboardingSlideSequence, type UiStorage } from '@member/shared-contracts/onboarding';
import { type ContentEntry } from '@member/shared-contracts/mount';
import { toOnboardingContent, type OnboardingContent } from './onboarding-content';
import { useSaveUiStorage } from './onboarding.resource';
import styles from './onboarding-modal.module.css';

/** `.image` in onboarding-modal.module.css: at most 12rem. */
const SLIDE_IMAGE_WIDTH_PX = 192;

interface OnboardingModalProps {
  storage: UiStorage;
  onClosed(): void;
}

/** The flow of the configuration (onboardingSlideConfiguration), else V1's (onboardingContentVariants). */
function useOnboardingFlow() {
  const { content, locale, flags } = useRemoteProps();
  const variants = onboardingContentVariants(flags.onboardingSlideConfiguration);
  return useQuery<ContentEntry>({
    queryKey: ['mfe_home_onboarding', 'onboardingFlow', variants, locale],
    queryFn: async () => {
      let lastError: unknown;
      for (const variant of variants) {
        try {
          return await content.getEntry({ contentType: 'userFlow', locale, fields: { key: ONBOARDING_FLOW_KEY, variant }, criticality: 'low' });
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
    retry: false,
    staleTime: Infinity,
  });
}

/**
 * The onboarding modal (member-features §4), its own chunk: loaded only when the UI storage says it shows.
 * One slide at a time with Back / Next, the last one's Next is "Get started"; Escape, the close button and
 * "Get started" all close it, and closing stores hasUserViewedOnboardingModal — and
 * hasCompletedConsolidatedBadgeEducation when the top-provider slide was in the sequence — through
 * `PATCH /storage/{accountId}`. Focus moves into the dialog, stays there (react-aria's modal) and returns
 * on close; the arrow keys move between slides; the slide change animates with the motion tokens, which
 * are 0 s under prefers-reduced-motion.
 */
export default function OnboardingModal({ storage, onClosed }: OnboardingModalProps) {
  const { account, features, flags, logger } = useRemoteProps();
  const flow = useOnboardingFlow();
  const save = useSaveUiStorage();

  if (!account || flow.isPending) return null;
  const sequence = onboardingSlideSequence({ account, features, flags, storage });
  let content: OnboardingContent;
  try {
    if (flow.isError) throw flow.error;
    content = toOnboardingContent(flow.data, sequence);
  } catch (error) {
    logger.warn('onboarding content unavailable', { error: error instanceof Error ? error.name : 'unknown' });
    return null;
  }
  const onClose = () => {
    save.mutate(onboardingClosedPatch(sequence.includes('topProvider')), {
      onError: () => logger.warn('onboarding viewed flag not stored'),
    });
    onClosed();
  };
  return <OnboardingSlides content={content} onClose={onClose} />;
}

function OnboardingSlides({ content, onClose }: { content: OnboardingContent; onClose(): void }) {
  const { t } = useTranslation('mfe_home_onboarding');
  const [index, setIndex] = useState(0);
  const count = content.slides.length;
  const go = useCallback((step: number) => setIndex((current) => Math.max(0, Math.min(count - 1, current + step))), [count]);
  // The arrow keys move between slides wherever focus is inside the dialog (its buttons, the close button).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') go(1);
      if (event.key === 'ArrowLeft') go(-1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [go]);

  const slide = content.slides[Math.min(index, count - 1)];
  if (!slide) return null;
  const isLast = index >= count - 1;
  const position = { position: index + 1, count };

  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} heading={content.title ?? t('onboarding.heading')} closeLabel={t('onboarding.close')} size="medium">
      <div className={styles.carousel}>
        <div key={slide.slide} role="group" aria-roledescription={t('onboarding.slideRoleDescription')} aria-label={t('onboarding.slideLabel', position)} className={styles.slide} aria-live="polite">
          {slide.image && <ScaledImage className={styles.image} src={slide.image.url} alt={slide.image.alt} width={SLIDE_IMAGE_WIDTH_PX} />}
          <h3 className={styles.slideHeading}>{slide.heading}</h3>
          <p>{slide.body}</p>
          <p className={styles.position} aria-hidden="true">
            {t('onboarding.slideLabel', position)}
          </p>
        </div>
        <div className={styles.actions}>
          {index > 0 && (
            <Button variant="secondary" onPress={() => go(-1)}>
              {t('onboarding.back')}
            </Button>
          )}
          <Button onPress={isLast ? onClose : () => go(1)}>{isLast ? t('onboarding.done') : t('onboarding.next')}</Button>
        </div>
      </div>
    </Modal>
  );
}
