/**
 * Browser storage keys (access §3, §4): every localStorage and sessionStorage key the app writes, and which ones
 * a sign-out clears.
 */
export {
  STORAGE_KEYS, TAB_STORAGE_KEYS, type StorageKey, SIGN_OUT_CLEARED_STORAGE_KEYS, SSO_IN_PROGRESS_STORAGE_KEYS,
} from './storage-keys';
