/**
 * @member/ui/overlays: dialogs, shared as a singleton of their own so the pages that show none (the
 * sign-in page first of all) do not load react-aria's overlay machinery.
 */
import './tokens/tokens.css';

export { Modal } from './modal/modal';
