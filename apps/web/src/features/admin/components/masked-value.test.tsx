import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_AUDIT_PATHS, SECURITY_AUDIT_MESSAGES } from '@tcm/shared';
import { registerNotifier } from '@/lib/notifier';
import { setToken } from '@/lib/session';
import { MaskedValue } from './masked-value';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  registerNotifier(null);
});

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
function renderValue(masked: string | null) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MaskedValue kind="member" id={7} field="idCard" masked={masked} />
    </QueryClientProvider>,
  );
}

describe('MaskedValue', () => {
  it('shows the masked value, and the clear one after 查看 posts {kind, id, field} with the Token header', async () => {
    setToken('op-token');
    const fetchMock = vi.fn(async () => json({ retcode: 1, retmsg: SECURITY_AUDIT_MESSAGES.piiRevealed, data: { value: '110101199001011234' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderValue('110***********1234');
    expect(screen.getByText('110***********1234')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看完整身份证号' }));
    expect((await screen.findByTestId('pii-clear')).textContent).toBe('110101199001011234');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(ADMIN_AUDIT_PATHS.revealPii);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Token).toBe('op-token');
    expect(JSON.parse(init.body as string)).toMatchObject({ kind: 'member', id: 7, field: 'idCard' });
  });

  it('keeps the value masked and shows the server’s refusal', async () => {
    const errors: string[] = [];
    registerNotifier({ error: (t) => errors.push(t), success: () => undefined, alertError: (_t, onClose) => onClose() });
    vi.stubGlobal('fetch', vi.fn(async () => json({ retcode: 0, retmsg: SECURITY_AUDIT_MESSAGES.piiNotFound, data: null })));
    renderValue('138****1234');
    fireEvent.click(screen.getByRole('button', { name: '查看完整身份证号' }));
    await waitFor(() => expect(errors).toEqual([SECURITY_AUDIT_MESSAGES.piiNotFound]));
    expect(screen.getByText('138****1234')).toBeTruthy();
    expect(screen.queryByTestId('pii-clear')).toBeNull();
  });

  it('shows a dash and no button when there is no value', () => {
    renderValue(null);
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
