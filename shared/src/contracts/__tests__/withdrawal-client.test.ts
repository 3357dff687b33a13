import { fakeResponse } from '../../testing/fake-response';
import { sendWithdrawal, WITHDRAWAL_FAILED } from '..';

const request = {
  orderReference: 'CMD-1',
  firstName: 'Marie',
  lastName: 'Dupont',
  email: 'm@example.fr',
  items: 'Mug',
};

describe('sendWithdrawal (the shop’s online withdrawal)', () => {
  it('posts the request and returns the acknowledgement', async () => {
    const fetch = jest.fn().mockResolvedValue(
      fakeResponse({
        success: true,
        reference: 'RET-2026-000001',
        receivedAt: '2026-11-23T10:00:00Z',
        acknowledgementMailed: true,
      }),
    );
    await expect(sendWithdrawal(request, { fetch })).resolves.toEqual({
      success: true,
      reference: 'RET-2026-000001',
      receivedAt: '2026-11-23T10:00:00Z',
      acknowledgementMailed: true,
    });
    expect(fetch.mock.calls[0][0]).toBe('/api/retractation');
    expect(JSON.parse(fetch.mock.calls[0][1].body)).toEqual(request);
  });

  it.each([
    ['the server’s message', fakeResponse({ message: 'Commande inconnue' }, 400), 'Commande inconnue'],
    ['a refusal without message', fakeResponse('<html>', 500, 'text/html'), WITHDRAWAL_FAILED],
    ['an unreadable acknowledgement', fakeResponse({ success: true }), WITHDRAWAL_FAILED],
  ])('fails with %s', async (_case, answer, message) => {
    await expect(sendWithdrawal(request, { fetch: jest.fn().mockResolvedValue(answer) })).rejects.toThrow(
      message,
    );
  });

  it('fails with the French text when the network is down', async () => {
    const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendWithdrawal(request, { fetch })).rejects.toThrow(WITHDRAWAL_FAILED);
  });
});
