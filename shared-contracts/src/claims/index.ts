export * from './claim-types';
export * from './claim-rules';
export * from './claim-submission';
export * from './appeal-steps';
export * from './repayment-requests';
export * from './claims-api';
export * from './claim-submission-steps';
