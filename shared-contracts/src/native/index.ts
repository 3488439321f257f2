export * from './bridge-transport';
export * from './native-messages';
export * from './parse-native-message';
export * from './deep-link';
export * from './notification-target';
export * from './biometric-availability';
export * from './device-api';
export * from './device-registration';
