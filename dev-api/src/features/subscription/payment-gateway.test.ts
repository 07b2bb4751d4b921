import { createApp } from '../../app';
import { readConfig } from '../../config';
import { STANDIN_GATEWAY_DEV_SECRET } from '../../payment-standin/dev-secret';
import { errorOf } from '../../testing/contract';
import { createTestServer } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import {
  type PaymentGatewayConfig,
  paymentGatewayProductionProblem,
  refusePaymentStandinInProduction,
} from './payment-gateway';

const REAL_SECRET = 'whsec-live-0123456789abcdef0123456789abcdef';
const STANDIN: PaymentGatewayConfig = {
  url: 'http://localhost:4020',
  secret: STANDIN_GATEWAY_DEV_SECRET,
};

test('the stand-in and every configuration like it is named as a production problem', () => {
  const problems = [
    STANDIN,
    { url: 'http://127.0.0.1:4020', secret: REAL_SECRET },
    { url: 'https://[::1]:4020', secret: REAL_SECRET },
    { url: 'https://checkout.localhost', secret: REAL_SECRET },
    { url: 'http://pay.example.com', secret: REAL_SECRET },
    { url: 'https://pay.example.com', secret: STANDIN_GATEWAY_DEV_SECRET },
    { url: 'https://pay.example.com', secret: 'short' },
  ].map(paymentGatewayProductionProblem);
  expect(problems).toEqual([
    'PAYMENT_GATEWAY_URL points at this machine (localhost:4020): the payment stand-in',
    'PAYMENT_GATEWAY_URL points at this machine (127.0.0.1:4020): the payment stand-in',
    'PAYMENT_GATEWAY_URL points at this machine ([::1]:4020): the payment stand-in',
    'PAYMENT_GATEWAY_URL points at this machine (checkout.localhost): the payment stand-in',
    'PAYMENT_GATEWAY_URL must be https',
    "PAYMENT_GATEWAY_SECRET is the payment stand-in's published development secret",
    'PAYMENT_GATEWAY_SECRET is shorter than 32 characters',
  ]);
  expect(
    paymentGatewayProductionProblem({ url: 'https://pay.example.com', secret: REAL_SECRET }),
  ).toBeNull();
  expect(paymentGatewayProductionProblem(undefined)).toBeNull();
});

test('the start-up check refuses the stand-in under NODE_ENV=production only', () => {
  expect(() => refusePaymentStandinInProduction(STANDIN, { NODE_ENV: 'production' })).toThrow(
    'dev-api: refused under NODE_ENV=production: PAYMENT_GATEWAY_URL points at this machine (localhost:4020): the payment stand-in',
  );
  expect(() => refusePaymentStandinInProduction(STANDIN, { NODE_ENV: 'test' })).not.toThrow();
  expect(() =>
    refusePaymentStandinInProduction(
      { url: 'https://pay.example.com', secret: REAL_SECRET },
      { NODE_ENV: 'production' },
    ),
  ).not.toThrow();
});

describe('the API under NODE_ENV=production', () => {
  const server = useTestServer();
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  test('refuses to start with the stand-in gateway from its environment', () => {
    const env = {
      PAYMENT_GATEWAY_URL: 'http://localhost:4020',
      PAYMENT_GATEWAY_SECRET: STANDIN.secret,
    };
    const { paymentGateway } = readConfig(env);
    process.env.NODE_ENV = 'production';
    expect(() =>
      createApp({ db: server.db, ...(paymentGateway ? { paymentGateway } : {}) }),
    ).toThrow(
      /^dev-api: refused under NODE_ENV=production: PAYMENT_GATEWAY_URL points at this machine/,
    );
  });
});

test('the gateway URL and secret come together or not at all', () => {
  expect(() => readConfig({ PAYMENT_GATEWAY_URL: 'https://pay.example.com' })).toThrow(
    'set PAYMENT_GATEWAY_URL and PAYMENT_GATEWAY_SECRET together, or neither',
  );
  expect(() =>
    readConfig({ PAYMENT_GATEWAY_URL: 'https://pay.example.com', PAYMENT_GATEWAY_SECRET: 'short' }),
  ).toThrow('PAYMENT_GATEWAY_SECRET must be at least 32 characters');
  expect(readConfig({}).paymentGateway).toBeUndefined();
});

test('without a gateway, starting a payment answers that payments are not available', async () => {
  const bare = await createTestServer({ paymentGateway: null });
  try {
    const token = await bare.login('free@adlens.test');
    const started = await bare.request('POST', '/v1/payment/gateway/stripe', {
      token,
      body: { plan: 'basic' },
    });
    expect(errorOf(started)).toMatchObject({
      status: 503,
      message: 'Payments are not available on this server',
    });
    const callback = await bare.raw('/v1/payment/callback/stripe', { method: 'POST', body: '{}' });
    expect(callback.status).toBe(503);
  } finally {
    await bare.close();
  }
});
