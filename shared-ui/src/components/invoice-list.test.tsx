import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InvoiceSummary } from '@marketplace/shared-dto';
import { ApiError } from '../api/api-error';
import { InvoiceList } from './invoice-list';

const doc = (over: Partial<InvoiceSummary>): InvoiceSummary => ({
  _id: 'a', id: 'a', number: 'V7Q2/2627/000001', kind: 'tax_invoice', supplier: 'Dilli Live', supplierGstin: '07AADCD4321K1ZT', date: '2026-04-01',
  issuedAt: '2026-04-01T06:30:00.000Z', role: 'tickets', placeOfSupply: { code: '07', name: 'Delhi' }, sac: '999692', rate: 18, taxable: 1000, cgst: 90,
  sgst: 90, igst: 0, total: 1180, reverses: null, ...over,
});

describe('InvoiceList', () => {
  const invoices = [
    doc({}),
    doc({ id: 'b', _id: 'b', number: 'UT/2627/000001', role: 'convenience', total: 59 }),
    doc({ id: 'c', _id: 'c', number: 'V7Q2C/2627/00001', kind: 'credit_note', total: 300, reverses: { id: 'a', number: 'V7Q2/2627/000001' } }),
  ];

  it('lists each document with its number, kind, purpose, date and total; a credit note names its invoice', () => {
    render(<InvoiceList invoices={invoices} onOpen={vi.fn()} />);
    expect(screen.getAllByTestId('invoice-open').map((l) => l.textContent)).toEqual(['V7Q2/2627/000001', 'UT/2627/000001', 'V7Q2C/2627/00001']);
    expect(screen.getAllByTestId('invoice-kind').map((k) => k.textContent)).toEqual([
      'Tax invoice, tickets · 2026-04-01', 'Tax invoice, convenience fee · 2026-04-01', 'Credit note, tickets, against V7Q2/2627/000001 · 2026-04-01',
    ]);
    expect(screen.getAllByTestId('invoice-total').map((t) => t.textContent)).toEqual(['₹1,180.00', '₹59.00', '−₹300.00']);
  });

  it("opens the one clicked, and shows the server's words when that fails", async () => {
    const onOpen = vi.fn().mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new ApiError('Invoice not found', 404, {}, { statusCode: 404, error: 'Invoice not found', message: 'Invoice not found' }));
    render(<InvoiceList invoices={invoices} onOpen={onOpen} />);
    fireEvent.click(screen.getAllByTestId('invoice-open')[1]);
    expect(onOpen).toHaveBeenCalledWith('b');
    expect(screen.queryByTestId('invoice-error')).toBeNull();
    fireEvent.click(screen.getAllByTestId('invoice-open')[2]);
    await waitFor(() => expect(screen.getByTestId('invoice-error').textContent).toBe('Invoice not found'));
  });

  it('says the kind and purpose in Hindi on the public site\'s Hindi pages; numbers and amounts stay as they are', () => {
    render(<InvoiceList invoices={invoices} onOpen={vi.fn()} locale="hi" />);
    expect(screen.getAllByTestId('invoice-kind').map((k) => k.textContent)).toEqual([
      'कर बीजक, टिकट · 2026-04-01', 'कर बीजक, सुविधा शुल्क · 2026-04-01', 'क्रेडिट नोट, टिकट, V7Q2/2627/000001 के बदले · 2026-04-01',
    ]);
    expect(screen.getAllByTestId('invoice-open')[0].getAttribute('aria-label')).toBe('कर बीजक V7Q2/2627/000001, ₹1,180.00: PDF खोलें');
  });
});
