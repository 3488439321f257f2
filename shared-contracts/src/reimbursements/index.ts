export * from './bank-account';
export * from './mailing-address';
export * from './redirect-url';
export * from './reimbursements-api';
export * from './bank-link-storage';
export * from './bank-link-settings';
