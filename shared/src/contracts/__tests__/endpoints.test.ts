import { buildCallUrl, calls } from '..';

describe('the eleven calls of the site', () => {
  it('have their exact method, path and query', () => {
    const table = Object.values(calls).map((c) => `${c.method} ${buildCallUrl(c)}`);
    expect(table).toEqual([
      'POST /api/travailleraumusee.php',
      'POST /api/index.php?endpoint=create-payment',
      'POST /api/deveniradherent.php?endpoint=create-payment-adherent',
      'POST /api/faireundon.php?endpoint=create-payment-don',
      'GET /api/index.php?endpoint=payment-success',
      'GET /api/deveniradherent.php?endpoint=registration-success',
      'GET /api/faireundon.php?endpoint=donation-success',
      'POST /api/formulairechetom.php',
      'POST /api/formulairemusee.php',
      'POST /api/formulaireassociation.php',
      'POST /submit-guided-tour',
    ]);
  });

  it('add the confirmation ids and a configurable base URL', () => {
    expect(
      buildCallUrl(
        calls.confirmDonation,
        { payment_id: 'pay_1', customer_id: 'don 2' },
        'https://musee.example/',
      ),
    ).toBe(
      'https://musee.example/api/faireundon.php?endpoint=donation-success&payment_id=pay_1&customer_id=don+2',
    );
    expect(calls.confirmShopPayment.queryParams).toEqual(['payment_id', 'customer_id']);
    expect(calls.jobApplication.encoding).toBe('multipart');
    expect(calls.guidedTour.encoding).toBe('form');
    expect(calls.createShopPayment.credentials).toBe('include');
  });
});
