/**
 * Access §5: the strength estimator scores a password "with the product's own name words disallowed".
 *
 * Decision (the spec does not list them): the product is called "Member" (the app's title) and is a
 * health-benefits app, so its own words are these. They are handed to zxcvbn as `userInputs`: a password
 * built from them is scored as if they were the first words an attacker tries, so they add no strength.
 * Lower case; zxcvbn matches them case-insensitively and in l33t and reversed forms.
 */
export const PASSWORD_DISALLOWED_WORDS: readonly string[] = ['member', 'members', 'benefit', 'benefits', 'health'];
