import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/api-client';
import { createSessionStore } from '../api/session-store';
import { DownloadButton } from './download-button';

/** A small real API: the button goes through the kit's client, its token and its error reading. */
let server: Server;
let baseUrl: string;
const seen: { url?: string; auth?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url, auth: req.headers.authorization });
    const path = req.url!.split('?')[0];
    if (path === '/api/vendor/bookings.csv') {
      res.writeHead(200, { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="bookings-2026-11-25.csv"' });
      return res.end('Order no,Status\nUTS-1,Confirmed\n');
    }
    const [status, message] = path === '/api/vendor/refused.csv' ? [403, 'This export is not yours.'] : [500, 'Internal server error'];
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ statusCode: status, error: message, message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What the browser was handed to save: the file's name and its content. */
let saved: { name: string; blob: Blob }[];

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});

afterEach(() => vi.restoreAllMocks());

function client() {
  const session = createSessionStore({ tokenKey: 'vendorToken', profileKey: 'vendorName' });
  session.save('vendor-token', 'Asha Events');
  return createApiClient({ baseUrl, session });
}

describe('DownloadButton', () => {
  it("saves the file under the server's name, asked for with the screen's filters and the session's token", async () => {
    render(<DownloadButton download={client().download} path="/vendor/bookings.csv" query={{ status: 'paid', eventId: '', q: 'Asha' }} label="Export CSV" failed="Export failed" testId="tickets-export" />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('bookings-2026-11-25.csv');
    expect(await saved[0].blob.text()).toBe('Order no,Status\nUTS-1,Confirmed\n');
    expect(seen.at(-1)).toEqual({ url: '/api/vendor/bookings.csv?status=paid&q=Asha', auth: 'Bearer vendor-token' });
    await waitFor(() => expect((screen.getByTestId('tickets-export') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByTestId('tickets-export-error')).toBeNull();
  });

  it("shows the server's words when the export is refused, and 'Export failed' when the server breaks", async () => {
    const { rerender } = render(<DownloadButton download={client().download} path="/vendor/refused.csv" testId="bookings-export" label="Bookings CSV" failed="Export failed" />);
    fireEvent.click(screen.getByRole('button', { name: 'Bookings CSV' }));
    expect((await screen.findByTestId('bookings-export-error')).textContent).toBe('This export is not yours.');

    rerender(<DownloadButton download={client().download} path="/vendor/broken.csv" testId="bookings-export" label="Bookings CSV" failed="Export failed" />);
    await waitFor(() => expect((screen.getByTestId('bookings-export') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Bookings CSV' }));
    await waitFor(() => expect(screen.getByTestId('bookings-export-error').textContent).toBe('Export failed'));
    expect(saved).toHaveLength(0);
  });
});
