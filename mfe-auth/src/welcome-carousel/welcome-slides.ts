import type { ContentEntry } from '@member/shared-contracts/mount';
import { CAROUSEL_SLIDE_COUNT } from './carousel-timing';

type Size = { width: number; height: number };

/** The content of the welcome carousel (access §2.5), read from a `userFlow` entry with key welcomeCarousel. */
interface WelcomeSlide {
  id: string;
  heading: string;
  body: string;
  /**
   * Absent when the slide has no usable image; `alt` is the asset's description, else its title;
   * `intrinsic` the file's size in pixels when the asset gives it (so its box is reserved before it loads).
   */
  image: { url: string; alt: string; intrinsic?: Size } | null;
}

export interface WelcomeCarouselContent {
  /** The flow's title ("Welcome"), null when the entry has none. */
  title: string | null;
  slides: WelcomeSlide[];
}

export const WELCOME_CAROUSEL_FLOW_KEY = 'welcomeCarousel';
export const USER_FLOW_CONTENT_TYPE = 'userFlow';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** A resolved link (the SDK's `{ sys, fields }`, or the port's `{ id, contentType, fields }`); null when unresolved. */
function fieldsOf(value: unknown): Json | null {
  return isObject(value) && isObject(value.fields) ? value.fields : null;
}

function idOf(value: unknown, fallback: string): string {
  if (!isObject(value)) return fallback;
  if (typeof value.id === 'string') return value.id;
  return isObject(value.sys) && typeof value.sys.id === 'string' ? value.sys.id : fallback;
}

/**
 * The file's size in pixels: a Contentful image asset's `file.details.image` (the Delivery API's shape,
 * read as such). Undefined unless it gives both, so an image without it sizes itself as the file arrives.
 */
function dimensionsOf(file: Json): Size | undefined {
  const image = (file.details as { image?: Partial<Size> } | undefined)?.image;
  return image?.width && image.height ? (image as Size) : undefined;
}

function toImage(asset: unknown): WelcomeSlide['image'] {
  const fields = fieldsOf(asset);
  const file = fields && isObject(fields.file) ? fields.file : null;
  const url = file ? text(file.url) : null;
  if (!fields || !file || !url) return null;
  return { url, alt: text(fields.description) ?? text(fields.title) ?? '', intrinsic: dimensionsOf(file) };
}

function toSlide(step: unknown, position: number): WelcomeSlide | null {
  const fields = fieldsOf(step);
  const heading = fields ? text(fields.title) : null;
  const body = fields ? text(fields.description) : null;
  if (!fields || !heading || !body) return null;
  return { id: idOf(step, `slide-${position}`), heading, body, image: toImage(fields.image) };
}

/**
 * The slides of the flow entry, in order, at most CAROUSEL_SLIDE_COUNT (access §9). Steps that did not
 * resolve or lack a title or description are left out; no usable slide at all is an error (the caller
 * then skips the carousel).
 */
export function toWelcomeCarouselContent(entry: ContentEntry): WelcomeCarouselContent {
  const steps = Array.isArray(entry.fields.steps) ? entry.fields.steps : [];
  const slides = steps
    .map(toSlide)
    .filter((slide): slide is WelcomeSlide => slide !== null)
    .slice(0, CAROUSEL_SLIDE_COUNT);
  if (slides.length === 0) throw new Error('welcome carousel content has no slides');
  return { title: text(entry.fields.title), slides };
}
