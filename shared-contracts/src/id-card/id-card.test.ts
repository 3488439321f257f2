import { IdCardsShapeError, toIdCards, type IdCardServer } from './id-card';

const serverCard: IdCardServer = {
  card_id: 'card-200001-1', relationship: 'Primary', member_first_name: 'Maria', member_last_name: 'Lopez',
  member_id: 'M200001', plan_name: 'Acme HRA Gold', network_name: 'Acme Preferred', group_number: 'G1001',
  coverage_tier: 'EmployeeAndFamily', effective_date: '2026-01-01', rx_bin: '610014', rx_pcn: 'ACMERX', rx_group: 'RX1001',
  payer_id: '87726', member_services_phone: '+18005550100', concierge_phone: '+18005550199',
  claims_address: { lines: ['PO Box 30555'], city: 'Salt Lake City', state: 'UT', zip: '84130' },
};

describe('ID cards', () => {
  it('maps the server answer to the app form, field for field', () => {
    expect(toIdCards({ items: [serverCard] })).toEqual([{
      cardId: 'card-200001-1', relationship: 'Primary', memberFirstName: 'Maria', memberLastName: 'Lopez',
      memberId: 'M200001', planName: 'Acme HRA Gold', networkName: 'Acme Preferred', groupNumber: 'G1001',
      coverageTier: 'EmployeeAndFamily', effectiveDate: '2026-01-01', rxBin: '610014', rxPcn: 'ACMERX', rxGroup: 'RX1001',
      payerId: '87726', memberServicesPhone: '+18005550100', conciergePhone: '+18005550199',
      claimsAddress: { lines: ['PO Box 30555'], city: 'Salt Lake City', state: 'UT', zip: '84130' },
    }]);
  });

  it('refuses an answer that is not the shape, naming the field and never its value', () => {
    expect(() => toIdCards({})).toThrow(new IdCardsShapeError('items is not a list'));
    expect(() => toIdCards({ items: [{ ...serverCard, member_id: '' }] })).toThrow('member_id is missing');
    expect(() => toIdCards({ items: [{ ...serverCard, relationship: 'Cousin' }] })).toThrow('relationship');
    expect(() => toIdCards({ items: [{ ...serverCard, effective_date: '01/01/2026' }] })).toThrow('effective_date is not a yyyy-MM-dd date');
    expect(() => toIdCards({ items: [{ ...serverCard, claims_address: { lines: ['PO Box'], city: 'X', state: '', zip: '1' } }] }))
      .toThrow('claims_address city, state or zip is missing');
    expect(() => toIdCards({ items: [{ ...serverCard, member_first_name: 7 }] })).not.toThrow(/7/);
  });
});
