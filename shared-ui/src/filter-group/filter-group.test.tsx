import { render, screen } from '@testing-library/react';
import { SelectField } from '../select-field/select-field';
import { FilterGroup } from './filter-group';

describe('FilterGroup', () => {
  it('is a group named by its legend that holds the filters', () => {
    render(
      <FilterGroup legend="Filter claims">
        <SelectField label="Status" value="" onChange={() => undefined}>
          <option value="">All statuses</option>
        </SelectField>
      </FilterGroup>,
    );
    const group = screen.getByRole('group', { name: 'Filter claims' });
    expect(group).toContainElement(screen.getByRole('combobox', { name: 'Status' }));
  });
});
