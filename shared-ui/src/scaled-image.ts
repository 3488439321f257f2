/**
 * `@member/ui/scaled-image`: not shared, bundled by the feature chunk that shows a content image (the
 * welcome carousel, onboarding, /home rows, agent photos); the sign-in screen shows none.
 */
export { ScaledImage } from './scaled-image/scaled-image';
