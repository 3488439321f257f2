import { type AppealDraft, APPEAL_STEPS, APPEAL_STEP_PAGE_NAMES, appealStepToShow, firstUnansweredAppealStep, nextAppealStep, previousAppealStep } from './appeal-steps';

describe('appeal steps (features §2)', () => {
  it('are the six the spec names, in order, with their analytics page names', () => {
    expect(APPEAL_STEPS.map((step) => APPEAL_STEP_PAGE_NAMES[step])).toEqual([
      'Choose Action', 'Explain Reason', 'Add Note', 'Select Approved Provider', 'Upload Documentation', 'Create Success',
    ]);
    expect(nextAppealStep('choose-action')).toBe('explain-reason');
    expect(previousAppealStep('choose-action')).toBeNull();
    expect(previousAppealStep('add-note')).toBe('explain-reason');
  });

  it('find the first unanswered step; an empty note counts as answered', () => {
    expect(firstUnansweredAppealStep({})).toBe('choose-action');
    expect(firstUnansweredAppealStep({ action: 'reconsider', reason: 'other', note: '' })).toBe('select-approved-provider');
    expect(firstUnansweredAppealStep({ action: 'reconsider', reason: 'other', note: '', approvedProviderId: 'none', uploadTokens: [] })).toBe('create-success');
  });

  it('send a step visited out of order to the first unanswered one', () => {
    expect(appealStepToShow('upload-documentation', {}, false)).toBe('choose-action');
    expect(appealStepToShow('add-note', { action: 'reconsider' }, false)).toBe('explain-reason');
    expect(appealStepToShow('choose-action', { action: 'reconsider', reason: 'other' }, false)).toBe('choose-action');
    expect(appealStepToShow('nonsense', { action: 'reconsider' }, false)).toBe('explain-reason');
  });

  it('show create success only once the appeal was created', () => {
    const everything: AppealDraft = { action: 'reconsider', reason: 'other', note: '', approvedProviderId: 'none', uploadTokens: [] };
    expect(appealStepToShow('create-success', everything, false)).toBe('upload-documentation');
    expect(appealStepToShow('choose-action', everything, true)).toBe('create-success');
  });
});
