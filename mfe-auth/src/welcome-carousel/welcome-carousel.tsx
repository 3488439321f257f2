import { useRef } from 'react';
import { ScaledImage } from '@member/ui/scaled-image';
import { useTranslation } from '@member/i18n';
import { Button, PageTemplate } from '@member/ui';
import { useCarouselHold } from './use-carousel-hold';
import { useCarouselRotation } from './use-carousel-rotation';
import { useReducedMotion } from './use-reduced-motion';
import { useSwipe } from './use-swipe';
import type { WelcomeCarouselContent } from './welcome-slides';
import styles from './welcome-carousel.module.css';

/** `.image` in welcome-carousel.module.css: at most 16rem. */
const SLIDE_IMAGE_WIDTH_PX = 256;

interface WelcomeCarouselProps {
  content: WelcomeCarouselContent;
  onContinue(): void;
}

/**
 * The welcome carousel (access §2.5, §9), after the WAI-ARIA carousel pattern: the play/pause control
 * first, one slide shown at a time (the others hidden), previous/next buttons, one dot button per slide
 * (the current one `aria-current`), swipe, and Continue. Auto-advance holds while focus or a mouse pointer is
 * inside it (the member's play/pause choice is kept). Announced politely only while it is not rotating,
 * so an auto-advance never interrupts a screen reader. A slide it changes to fades in; the slide shown at
 * page load is the first visit's largest paint and shows at once. With `prefers-reduced-motion` it starts
 * paused and slides change without animation; Play still starts it.
 */
export function WelcomeCarousel({ content, onContinue }: WelcomeCarouselProps) {
  const { t } = useTranslation('mfe_auth');
  const reducedMotion = useReducedMotion();
  const { slides } = content;
  const count = slides.length;
  const rotationControl = useRef<HTMLButtonElement>(null);
  const hold = useCarouselHold(rotationControl);
  const rotation = useCarouselRotation(count, !reducedMotion, hold.isHeld);
  const swipe = useSwipe(rotation.step);
  const position = (index: number) => ({ position: index + 1, count });

  return (
    <PageTemplate heading={content.title ?? t('welcomeCarousel.heading')} width="narrow">
      <section
        className={styles.carousel}
        aria-roledescription={t('welcomeCarousel.roleDescription')}
        aria-label={t('welcomeCarousel.label')}
        {...hold.handlers}
      >
        {count > 1 && (
          <Button ref={rotationControl} variant="link" className={styles.rotationControl} onPress={rotation.togglePlaying}>
            {rotation.isPlaying ? t('welcomeCarousel.pause') : t('welcomeCarousel.play')}
          </Button>
        )}
        <div className={styles.slides} aria-live={rotation.isRotating ? 'off' : 'polite'} {...swipe}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t('welcomeCarousel.slideRoleDescription')}
              aria-label={t('welcomeCarousel.slideLabel', position(index))}
              className={styles.slide}
              data-moved={rotation.hasMoved}
              hidden={index !== rotation.index}
            >
              {/* The slide on screen is the first visit's largest paint: its image goes before the hidden
                  slides' images, which load meanwhile at low priority so a rotation never waits. */}
              {slide.image && (
                <ScaledImage
                  className={styles.image}
                  src={slide.image.url}
                  alt={slide.image.alt}
                  width={SLIDE_IMAGE_WIDTH_PX}
                  draggable={false}
                  fetchPriority={index === rotation.index ? 'high' : 'low'}
                  intrinsic={slide.image.intrinsic}
                />
              )}
              <h2 className={styles.slideHeading}>{slide.heading}</h2>
              <p className={styles.slideBody}>{slide.body}</p>
            </div>
          ))}
        </div>
        {count > 1 && (
          <div className={styles.navigation}>
            <Button variant="secondary" onPress={() => rotation.step(-1)}>
              {t('welcomeCarousel.previous')}
            </Button>
            <div className={styles.dots} role="group" aria-label={t('welcomeCarousel.dotsLabel')}>
              {slides.map((slide, index) => (
                <button
                  key={slide.id}
                  type="button"
                  className={styles.dot}
                  aria-label={t('welcomeCarousel.dot', position(index))}
                  aria-current={index === rotation.index ? 'true' : undefined}
                  onClick={() => rotation.goTo(index)}
                />
              ))}
            </div>
            <Button variant="secondary" onPress={() => rotation.step(1)}>
              {t('welcomeCarousel.next')}
            </Button>
          </div>
        )}
        <Button isFullWidth onPress={onContinue}>
          {t('welcomeCarousel.continue')}
        </Button>
      </section>
    </PageTemplate>
  );
}
