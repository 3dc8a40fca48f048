import { describe, expect, it } from 'vitest';

import type { OrderState } from './state-machine.ts';
import {
  canTransitionOrder,
  initialOrderState,
  isFinalOrderState,
  isOrderState,
  nextOrderStates,
  ORDER_STATES,
  ORDER_TRANSITIONS,
  transitionOrder,
} from './state-machine.ts';

describe('canTransitionOrder', () => {
  it.each([
    ['new', 'awaiting_payment', true],
    ['new', 'confirmed', true],
    ['awaiting_payment', 'paid', true],
    ['awaiting_payment', 'awaiting_payment', true],
    ['paid', 'confirmed', true],
    ['confirmed', 'packed', true],
    ['packed', 'shipped', true],
    ['shipped', 'delivered', true],
    ['delivered', 'returned', true],
    ['shipped', 'returned', true],
    ['packed', 'cancelled', true],
    ['new', 'shipped', false],
    ['awaiting_payment', 'confirmed', false],
    ['shipped', 'cancelled', false],
    ['delivered', 'cancelled', false],
    ['cancelled', 'new', false],
    ['returned', 'delivered', false],
  ] as const)('%s → %s is %s', (from, to, allowed) => {
    expect(canTransitionOrder(from, to)).toBe(allowed);
  });

  it('lists transitions only between known states', () => {
    for (const state of ORDER_STATES) {
      for (const to of ORDER_TRANSITIONS[state]) expect(ORDER_STATES).toContain(to);
    }
  });

  it('lets every state reach delivered or a final state', () => {
    const reach = (from: OrderState, seen = new Set<OrderState>()): Set<OrderState> => {
      for (const to of nextOrderStates(from)) {
        if (!seen.has(to)) {
          seen.add(to);
          reach(to, seen);
        }
      }
      return seen;
    };
    for (const state of ORDER_STATES.filter((s) => !isFinalOrderState(s))) {
      const reachable = reach(state);
      expect(reachable.has('cancelled') || reachable.has('returned'), state).toBe(true);
    }
  });
});

describe('isFinalOrderState', () => {
  it.each([
    ['cancelled', true],
    ['returned', true],
    ['delivered', false],
    ['new', false],
  ] as const)('%s → %s', (state, final) => {
    expect(isFinalOrderState(state)).toBe(final);
  });
});

describe('isOrderState', () => {
  it.each([
    ['paid', true],
    ['PAID', false],
    ['refunded', false],
    [3, false],
  ])('%j → %s', (value, known) => {
    expect(isOrderState(value)).toBe(known);
  });
});

describe('transitionOrder', () => {
  it('returns the new state for an allowed move', () => {
    expect(transitionOrder('paid', 'confirmed')).toEqual({ ok: true, state: 'confirmed' });
  });

  it('returns order.transition.invalid for a forbidden move', () => {
    expect(transitionOrder('delivered', 'paid')).toEqual({
      ok: false,
      code: 'order.transition.invalid',
      params: { from: 'delivered', to: 'paid' },
    });
  });
});

describe('initialOrderState', () => {
  it('confirms an order paid on delivery or with nothing to pay, and waits for an online payment', () => {
    expect(initialOrderState({ cashOnDelivery: true, nothingToPay: false })).toBe('confirmed');
    expect(initialOrderState({ cashOnDelivery: false, nothingToPay: true })).toBe('confirmed');
    expect(initialOrderState({ cashOnDelivery: false, nothingToPay: false })).toBe('awaiting_payment');
  });

  it('starts where the state machine can go on from', () => {
    for (const cashOnDelivery of [true, false])
      for (const nothingToPay of [true, false])
        expect(isFinalOrderState(initialOrderState({ cashOnDelivery, nothingToPay }))).toBe(false);
  });
});
