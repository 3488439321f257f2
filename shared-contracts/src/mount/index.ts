/**
 * The mount contract between the shell and every remote (access §2.9, §4): the props a remote is mounted with
 * and the ports behind them (identity, content, navigation, native, analytics, layout), the contract version and
 * the remote names.
 */
export { type AnalyticsProperties, type Analytics } from './analytics';
export { type ContentEntry, type ContentQuery, type ContentPort } from './content-port';
export { MOUNT_CONTRACT_VERSION, acceptsMissingQueryClient, isContractCompatible } from './contract-version';
export {
  type SignInStepName, type SignInResult, type CodeDelivery, type SignUpResult, type PendingFederatedSignIn,
  type IdentityPort, toIdentityError,
} from './identity-port';
export { type LayoutState, type LayoutControls } from './layout-controls';
export { type SessionActions, type RemoteMountProps } from './mount-props';
export {
  type BiometricAvailability, type BiometricEnableResult, type BiometricCredentialsOutcome, type NativePort,
} from './native-port';
export { type NavigationPort } from './navigation-port';
export { type LifecycleProps, type RemoteLifecyclesModule, isRemoteLifecyclesModule } from './remote-lifecycles';
export { UNREAD_THREADS_POLL_MS, unreadThreadsPollInterval } from './unread-threads';
