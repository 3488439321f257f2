/**
 * `@member/ui/select-field`: not shared, bundled by the feature chunk that shows a select (claims and
 * search filters, the base-to-buy-up organisation), so sign-in and /home, which show none, do not load it.
 */
export { SelectField } from './select-field/select-field';
export { FilterGroup } from './filter-group/filter-group';
