/**
 * What a member asks the concierge about (features §2 `/get-support/{category}/{subcategory}`). Ids travel as the new chat's tags (valid help-desk
 * tags: lower-case, digits, `_`) and as the `/get-support/{category}/{subcategory}` segments; the copy is
 * in the translations under `categories.{id}` and `subcategories.{id}`.
 */
export const SUPPORT_CATEGORIES = [
  { id: 'claims', subcategories: ['claim_status', 'submit_claim', 'appeal_claim', 'bill_question'] },
  { id: 'reimbursements', subcategories: ['reimbursement_status', 'direct_deposit', 'mailed_check'] },
  { id: 'finding_care', subcategories: ['find_provider', 'book_appointment', 'cost_estimate'] },
  { id: 'my_plan', subcategories: ['coverage', 'hra_balance', 'pharmacy'] },
  { id: 'my_account', subcategories: ['sign_in', 'personal_details', 'dependents'] },
  { id: 'something_else', subcategories: [] },
] as const;

export function findCategory(id: string | undefined) {
  return SUPPORT_CATEGORIES.find((category) => category.id === id);
}

export function isSubcategoryOf(categoryId: string | undefined, subcategoryId: string | undefined): boolean {
  const category = findCategory(categoryId);
  return !!category && (category.subcategories as readonly string[]).includes(subcategoryId ?? '');
}
