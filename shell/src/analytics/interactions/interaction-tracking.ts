import type { i18n as I18n } from 'i18next';
import type { Analytics } from '@member/shared-contracts/mount';
import { pageViewName } from '../page-view-name';
import { VIEW_ATTRIBUTE, elementName, elementRole } from './element-name';

export interface InteractionDeps {
  analytics: Pick<Analytics, 'click' | 'view' | 'inputChange'>;
  i18n: Pick<I18n, 'language' | 'store'>;
}

/** What a member can press. Form fields report their change instead (a checkbox's click is its change). */
const PRESSABLE = 'a[href], button, summary, input[type=submit], input[type=button], [role=button], [role=link], [role=tab], [role=menuitem], [role=option], [role=switch]';
const FIELD = 'input, select, textarea';
/** What is reported when it comes into view: dialogs, and what a screen marks. */
const VIEWABLE = `dialog, [role=dialog], [role=alertdialog], [${VIEW_ATTRIBUTE}]`;

/**
 * One click or change event, as "Element Clicked" or "Input Changed" (features §7): the element's name
 * (`elementName`), its role and the page it was on — never a value, a text or a path.
 */
export function reportInteraction(event: Event, pathname: string, { analytics, i18n }: InteractionDeps): void {
  if (!(event.target instanceof Element)) return;
  const page = pageViewName(pathname);
  if (event.type === 'click') {
    const pressed = event.target.closest(PRESSABLE);
    if (pressed) analytics.click(elementName(pressed, i18n), { role: elementRole(pressed), page });
  } else if (event.type === 'change' && event.target.matches(FIELD)) {
    analytics.inputChange(elementName(event.target, i18n), { role: elementRole(event.target), page });
  }
}

/**
 * "Element Viewed" (features §7) each time a dialog or an element marked `data-analytics-view` comes into
 * view, for as long as the page lives. Browsers without the observers report no views.
 */
export function watchViews(root: Document, { analytics, i18n }: InteractionDeps): void {
  if (typeof IntersectionObserver === 'undefined' || typeof MutationObserver === 'undefined') return;
  const inView = new WeakSet<Element>();
  const visibility = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      if (!isIntersecting) inView.delete(target);
      else if (!inView.has(target)) {
        inView.add(target);
        analytics.view(elementName(target, i18n), { role: elementRole(target), page: pageViewName(root.location.pathname) });
      }
    }
  });
  const observe = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.matches(VIEWABLE)) visibility.observe(node);
    node.querySelectorAll(VIEWABLE).forEach((element) => visibility.observe(element));
  };
  observe(root.body);
  new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(observe))).observe(root.body, { childList: true, subtree: true });
}
