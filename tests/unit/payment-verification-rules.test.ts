import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  hasAttemptsLeft,
  initialDelayMs,
  isFromCheckoutOrigin,
  isPendingKeyRemoved,
  isUsableBranchId,
  isWellFormedPaymentId,
  providerNameOfKey,
} from '@/machines/payment-verification/payment-verification.rules';

/** ordering.md §4 "Payment verification on the active-orders watcher", §9 Timings and Storage keys. */
describe('payment verification rules', () => {
  it.each([
    ['processing', 1000],
    ['background', 5000],
  ] as const)('initial delay in %s mode: %i ms (the two readings)', (mode, ms) => {
    expect(initialDelayMs(mode)).toBe(ms);
  });

  it.each([
    [1, 1500],
    [2, 3000],
  ])('backoff after attempt %i: %i ms (1500 × attempt)', (attempt, ms) => {
    expect(backoffMs(attempt)).toBe(ms);
  });

  it.each([
    [0, true],
    [1, true],
    [2, true],
    [3, false],
  ])('after attempt %i another is allowed: %s (3 attempts in all)', (attempt, left) => {
    expect(hasAttemptsLeft(attempt)).toBe(left);
  });

  it.each([
    ['64b7f0a1c2d3e4f5a6b7c9aa', true],
    ['pref-123_abc', true],
    ['123456789', true],
    ['a'.repeat(100), true],
    ['a'.repeat(101), false],
    ['', false],
    [' 64b7f0a1c2d3e4f5a6b7c9aa', false],
    ['"><img src=x>', false],
    ['null', true],
    [null, false],
  ])('stored payment id %j is well-formed: %s', (value, ok) => {
    expect(isWellFormedPaymentId(value)).toBe(ok);
  });

  it.each([
    ['branch-1', true],
    ['', false],
    ['   ', false],
    [null, false],
  ])('branch id %j usable: %s', (value, ok) => {
    expect(isUsableBranchId(value)).toBe(ok);
  });

  it.each([
    ['http://localhost:4131', 'http://localhost:4131', true],
    ['https://evil.example', 'http://localhost:4131', false],
    ['http://localhost:4130', 'http://localhost:4131', false],
    ['', '', false],
    ['http://localhost:4131', '', false],
  ])('a close message from %j with checkout origin %j counts: %s', (origin, checkoutOrigin, ok) => {
    expect(isFromCheckoutOrigin(origin, checkoutOrigin)).toBe(ok);
  });

  it.each([
    [{ key: 'idOrderMercado Pago', newValue: null }, true],
    [{ key: null, newValue: null }, true],
    [{ key: 'idOrderMercado Pago', newValue: 'x' }, false],
    [{ key: 'idOrderOtro', newValue: null }, false],
  ])('storage change %j removes the Mercado Pago key: %s', (change, removed) => {
    expect(isPendingKeyRemoved(change, 'Mercado Pago')).toBe(removed);
  });

  it.each([
    ['idOrderMercado Pago', 'Mercado Pago'],
    ['idOrder', ''],
    ['persist:root', null],
  ])('provider name of key %j: %j', (key, name) => {
    expect(providerNameOfKey(key)).toBe(name);
  });
});
