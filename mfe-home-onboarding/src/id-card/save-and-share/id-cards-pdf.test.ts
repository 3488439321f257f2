/**
 * @jest-environment node
 */
// jsPDF's browser build is an ES module Jest does not transform; in Node it resolves to its Node build.
import { pdfText } from '@member/shared-contracts/testing';
import { ID_CARDS_PDF_NAME, buildIdCardsPdf } from './id-cards-pdf';
import type { IdCardsPdfText } from './id-cards-pdf-text';
import { maria, sofia } from './test-cards';

const text: IdCardsPdfText = {
  title: 'Health plan ID card',
  front: 'Front',
  back: 'Back',
  member: 'Member',
  memberId: 'Member ID',
  groupNumber: 'Group number',
  coverageTier: 'Coverage',
  effectiveDate: 'Effective',
  rxBin: 'Rx BIN',
  rxPcn: 'Rx PCN',
  rxGroup: 'Rx group',
  payerId: 'Payer ID',
  memberServices: 'Member services',
  concierge: 'Concierge',
  claimsAddress: 'Send claims to',
  formatDate: (iso) => `date ${iso}`,
  formatCoverageTier: (tier) => `tier ${tier}`,
};

async function textOf(blob: Blob): Promise<string> {
  return pdfText(new Uint8Array(await blob.arrayBuffer()));
}

describe('the ID cards PDF', () => {
  it('is a PDF whose text holds both sides of every card', async () => {
    const blob = buildIdCardsPdf([maria, sofia], text);
    expect(blob.type).toBe('application/pdf');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new TextDecoder('latin1').decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const content = await textOf(blob);

    for (const card of [maria, sofia]) {
      expect(content).toContain(`Member ID: ${card.memberId}`);
      expect(content).toContain(`Member: ${card.memberFirstName} ${card.memberLastName}`);
    }
    // The front, as the plan prints it.
    for (const line of ['Acme HRA Plan', 'Cigna Open Access Plus', 'Group number: G-501', 'Coverage: tier EmployeeAndFamily',
      'Effective: date 2026-01-01', 'Rx BIN: 610014   Rx PCN: MEMRX   Rx group: RX501', 'Payer ID: 62308']) {
      expect(content).toContain(line);
    }
    // The back: phone numbers as a US card prints them, the claims address.
    for (const line of ['Member services: (800) 555-0100', 'Concierge: (800) 555-0199', 'Send claims to:', 'Claims Department', 'PO Box 1234', 'Austin, TX 78701']) {
      expect(content).toContain(line);
    }
    expect(content.match(/^Front$/gm)).toHaveLength(2);
    expect(content.match(/^Back$/gm)).toHaveLength(2);
    // One page a card.
    expect(new TextDecoder('latin1').decode(bytes).match(/\/Type \/Page\b/g)).toHaveLength(2);
  });

  it('keeps Spanish letters as text', async () => {
    const content = await textOf(buildIdCardsPdf([maria], { ...text, title: 'Tarjeta de identificación del plan', memberServices: 'Servicios al miembro' }));
    expect(content).toContain('Tarjeta de identificación del plan');
  });

  it('carries no personal data in its name or its properties', async () => {
    expect(ID_CARDS_PDF_NAME).toBe('id-cards.pdf');
    const raw = new TextDecoder('latin1').decode(new Uint8Array(await buildIdCardsPdf([maria], text).arrayBuffer()));
    const info = raw.slice(raw.lastIndexOf('/Producer'));
    expect(info).toContain('/Title (Health plan ID card)');
    expect(info).not.toMatch(/Maria|Garcia|M200001/);
  });
});
