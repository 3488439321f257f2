import assert from 'node:assert/strict';
import { test } from 'node:test';
import copy from './json-copy.mjs';

/** A Content Delivery API answer as the link resolver receives it: parsed JSON. */
const answer = JSON.parse(
  JSON.stringify({
    items: [{ sys: { id: 'flow', type: 'Entry' }, fields: { steps: [{ sys: { type: 'Link', linkType: 'Entry', id: 'step' } }], order: 1, draft: false, note: null } }],
    includes: { Entry: [{ sys: { id: 'step', type: 'Entry' }, fields: { title: 'Choose a plan' } }] },
  }),
);

test('copies parsed JSON whole, sharing no object or array with the original (what the resolver needs of fast-copy)', () => {
  const copied = copy(answer);
  assert.deepEqual(copied, answer);
  assert.notEqual(copied, answer);
  assert.notEqual(copied.items[0].fields.steps, answer.items[0].fields.steps);
  assert.notEqual(copied.includes.Entry[0], answer.includes.Entry[0]);
  copied.items[0].fields.steps[0] = copied.includes.Entry[0];
  assert.equal(answer.items[0].fields.steps[0].sys.type, 'Link');
});
