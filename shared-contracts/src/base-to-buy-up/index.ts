/**
 * Base-to-buy-up (access §2.6, §5): when a base account must complete its account, and the rules of the form
 * that completes it.
 */
export { type BaseToBuyUpFormInput, type BaseToBuyUpFormValues, baseToBuyUpFormSchema } from './base-to-buy-up-form';
