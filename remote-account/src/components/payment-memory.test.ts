import { readPaymentMemory, rememberPayment } from './payment-memory';

afterEach(() => sessionStorage.clear());

describe('payment memory', () => {
  it('keeps what the tab learnt of a payment, merged', () => {
    rememberPayment('pay_1', { gateway: 'stripe' });
    rememberPayment('pay_1', { reported: true });
    expect(readPaymentMemory('pay_1')).toEqual({ gateway: 'stripe', reported: true });
    expect(readPaymentMemory('pay_2')).toEqual({});
  });

  it('ignores stored text that is not a memory', () => {
    sessionStorage.setItem('adlens.payment.pay_1', '{not json');
    sessionStorage.setItem('adlens.payment.pay_2', JSON.stringify({ gateway: 'cash' }));
    expect(readPaymentMemory('pay_1')).toEqual({});
    expect(readPaymentMemory('pay_2')).toEqual({});
  });
});
